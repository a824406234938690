vcl 4.1;
#
# A shared cache as many CDNs are for HTML (tests only): it keys a response on its URL alone, whatever the visitor's
# cookies and languages, ignores Vary and Surrogate-Control, and keeps what Cache-Control allows (Varnish's built-in
# rules do the rest: `private`, `no-store` or an age of 0 are not kept).

include "backend.vcl";

sub vcl_recv {
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    return (hash);
}

sub vcl_backend_response {
    unset beresp.http.Vary;
    unset beresp.http.Surrogate-Control;
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
