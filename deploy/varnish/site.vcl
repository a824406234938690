vcl 4.1;
#
# The Lumera site behind Varnish 7.1+ with varnish-modules' xkey (docs/cdn.md, docs/decisions/0049 and 0050).
# Used as it is. It includes `backend.vcl`, which the operator writes beside it (or anywhere on varnishd's vcl_path):
#
#     backend default { .host = "10.0.0.4"; .port = "3000"; }   # the site (a load balancer, or one server)
#     acl purgers { "10.0.0.4"; "10.0.0.5"; }                     # the site's servers: they purge by cache tag
#
# varnishd -a :80 -f /path/to/site.vcl -p vcl_path=<folder of backend.vcl>:/path/to/deploy/varnish:/etc/varnish:/usr/share/varnish/vcl

import cookie;
import std;
import xkey;

include "backend.vcl";

sub vcl_recv {
    # A purge names cache tags (space-separated) in `xkey-purge`; only the site's servers may send one.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "No xkey-purge header"));
        }
        return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge) + " objects"));
    }
    unset req.http.X-Lumera-Cache-Key;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The API (health, webhooks, forms), server functions and draft previews: the site answers every time, with the
    # request's cookies (a preview's address, `?preview_id=`, opens only with the editor's preview cookie). The image
    # service is the one part of the API that is kept (its answers never change).
    if ((req.url ~ "^/api/" && req.url !~ "^/api/images/") || req.url ~ "^/_serverFn/" || req.url ~ "[?&]preview(_id)?=" || req.http.Authorization) {
        return (pass);
    }
    # No page depends on a cookie (analytics, consent) but `/`, which answers by the language cookie: that one stays
    # there. Its redirect to `/it` keeps the query (an ad's click id): redirects are kept apart for each query too.
    unset req.http.X-Lumera-Query;
    if (req.url ~ "^/(\?|$)") {
        cookie.parse(req.http.Cookie);
        cookie.keep("PARAGLIDE_LOCALE");
        set req.http.Cookie = cookie.get_string();
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
        set req.http.X-Lumera-Query = regsub(req.url, "^[^?]*", "");
    } else {
        unset req.http.Cookie;
    }
    # The cache key is the URL without the tracking parameters of ad and newsletter links: the site renders the same
    # page with or without them. The request itself goes to the site as it came (its redirect of `/` keeps them).
    set req.http.X-Lumera-Cache-Key = regsuball(req.url, "(?i)([?&])(utm_[^=&]*|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|igshid)(=[^&]*)?(?=&|$)", "\1");
    set req.http.X-Lumera-Cache-Key = regsuball(req.http.X-Lumera-Cache-Key, "([?&])&+", "\1");
    set req.http.X-Lumera-Cache-Key = regsub(req.http.X-Lumera-Cache-Key, "[?&]+$", "");
    return (hash);
}

sub vcl_hash {
    hash_data(req.http.X-Lumera-Cache-Key);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    return (lookup);
}

sub vcl_backend_fetch {
    # (X-Lumera-Query stays: Varnish reads a response's Vary against the request it fetched it with.)
    unset bereq.http.X-Lumera-Cache-Key;
}

sub vcl_backend_response {
    if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
        # `/`'s English page: private for caches that ignore Vary, kept here apart for each language cookie and
        # browser language (its Vary), for as long as Surrogate-Control says.
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
        unset beresp.http.Surrogate-Control;
        if (beresp.status >= 300 && beresp.status < 400) {
            set beresp.http.Vary = beresp.http.Vary + ", X-Lumera-Query";
        }
    } elsif (beresp.http.Cache-Control !~ "(?i)(public|s-maxage)" || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)") {
        # What the site does not call public is never kept: errors, redirects, missing pages, previews.
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    if (beresp.http.Set-Cookie || beresp.http.Vary == "*") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # While the site is down, stored pages are served for hours; a change purges them by tag meanwhile.
    if (beresp.grace < 24h) {
        set beresp.grace = 24h;
    }
    return (deliver);
}

sub vcl_backend_error {
    # A refresh in the background that fails leaves the stored page to be served instead of this error.
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_deliver {
    # The cache tags are for caches, not for visitors, and so is the query's place in Vary.
    if (resp.http.Vary ~ "X-Lumera-Query") {
        set resp.http.Vary = regsub(resp.http.Vary, ", X-Lumera-Query", "");
    }
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "pass";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
