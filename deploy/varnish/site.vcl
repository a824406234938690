vcl 4.1;
#
# The Lumera site behind Varnish 7.1+ with varnish-modules' xkey (docs/cdn.md; docs/decisions/0049, 0050, 0065).
# Used as it is. It includes `backend.vcl`, which the operator writes beside it (or anywhere on varnishd's vcl_path):
#
#     backend default {
#         .host = "10.0.0.4"; .port = "3000";                      # the site (a load balancer, or one server)
#         .probe = { .url = "/api/health/ready"; .interval = 5s; .timeout = 2s; .window = 5; .threshold = 3; }
#     }
#     acl purgers { "10.0.0.4"; "10.0.0.5"; }                     # the site's servers: they purge by cache tag
#
# varnishd -a :80 -f /path/to/site.vcl -p vcl_path=<folder of backend.vcl>:/path/to/deploy/varnish:/etc/varnish:/usr/share/varnish/vcl
#
# The VCL's own rules are tested with varnishtest: tests/varnish/*.vtc (npm run test:unit runs them).

import cookie;
import std;
import xkey;

include "backend.vcl";

sub vcl_recv {
    # Headers this configuration uses to carry its decisions: never a visitor's.
    if (req.restarts == 0) {
        unset req.http.X-Lumera-Stale;
    }
    unset req.http.X-Lumera-Cache-Key;
    unset req.http.X-Lumera-Site;
    unset req.http.X-Lumera-Encoding;
    unset req.http.X-Lumera-Debug;

    # A purge names cache tags (space-separated): `xkey-softpurge` (what the site sends) leaves each page to be served
    # once more while its refresh runs, or for as long as the site fails; `xkey-purge` drops them at once (a takedown).
    # Only the site's servers may send one.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-softpurge) {
            return (synth(200, "Soft-purged " + xkey.softpurge(req.http.xkey-softpurge) + " objects"));
        }
        if (req.http.xkey-purge) {
            return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge) + " objects"));
        }
        return (synth(400, "No xkey-softpurge or xkey-purge header"));
    }

    # An object's tags and lifetimes, for the site's servers only: `curl -H 'X-Cache-Debug: 1' …` (docs/cdn.md).
    if (req.http.X-Cache-Debug && client.ip ~ purgers) {
        set req.http.X-Lumera-Debug = "1";
    }

    # One cache for the site whatever the Host says: lower case, no port, no trailing dot. Each language's own domain
    # keeps a cache of its own: varnishd reads the site's LOCALE_DOMAINS (`it=lumera.it,de=lumera.de`) from its own
    # environment (docs/cdn.md); any other name is the site's one address, so a made-up Host neither splits nor poisons
    # the cache (the site answers it as its one address too).
    if (req.http.host) {
        set req.http.host = std.tolower(regsub(req.http.host, "\.?(:[0-9]*)?$", ""));
    }
    # The list as `,it=lumera.it,de=lumera.de,`: a host is a language's domain when `=host,` is in it.
    set req.http.X-Lumera-Site = "," + std.tolower(regsuball(std.getenv("LOCALE_DOMAINS"), "(\s|:[0-9]*)", "")) + ",";
    if (req.http.host && std.strstr(req.http.X-Lumera-Site, "=" + req.http.host + ",")) {
        set req.http.X-Lumera-Site = req.http.host;
    } else {
        set req.http.X-Lumera-Site = "site";
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The API (health, webhooks, forms), server functions and draft previews: the site answers every time, with the
    # request's cookies (a preview's address, `?preview_id=`, opens only with the editor's preview cookie). The image
    # service and the downloads (spec sheets, drawings, the store's files) are the parts of the API that are kept, for
    # as long as their Cache-Control says: a download made or fetched once serves every visitor (decision 0068).
    # `/` with a query (an ad's click id) passes too: its redirect keeps the query, so each would be an object of its
    # own; the site's page cache answers it.
    if ((req.url ~ "^/api/" && req.url !~ "^/api/(images|downloads)/") || req.url ~ "^/_serverFn/" || req.url ~ "[?&]preview(_id)?=" || req.url ~ "^/\?" || req.http.Authorization) {
        return (pass);
    }

    # No page depends on a cookie (analytics, consent) but `/`, which answers by the language cookie, then by the
    # browser's languages, and whether the browser asks for a document. Each is reduced to what the site reads, so
    # `/` is a handful of objects: the cookie when it names a language of the site (the browser's languages are then
    # not read), else the first language the browser lists with a q above 0 that the site speaks, else nothing (the
    # default language). The languages are app.config.ts's; a unit test keeps these lists equal to it.
    if (req.url == "/") {
        cookie.parse(req.http.Cookie);
        if (cookie.get("PARAGLIDE_LOCALE") ~ "^(en|it|de)$") {
            set req.http.Cookie = "PARAGLIDE_LOCALE=" + cookie.get("PARAGLIDE_LOCALE");
            unset req.http.Accept-Language;
        } else {
            unset req.http.Cookie;
            set req.http.Accept-Language = std.tolower(regsub(req.http.Accept-Language, "(?i)^(?:[^,]*,)*?\s*(en|it|de)(?:-[a-z0-9]+)*\s*(?:;\s*q\s*=\s*(?:1(?:\.0*)?|0?\.[0-9]*[1-9][0-9]*)\s*)?(?:,.*)?$", "\1"));
            if (req.http.Accept-Language !~ "^(en|it|de)$") {
                unset req.http.Accept-Language;
            }
        }
        if (req.http.Sec-Fetch-Dest != "document") {
            unset req.http.Sec-Fetch-Dest;
        }
    } else {
        unset req.http.Cookie;
    }

    # Brotli for the browsers that take it: Varnish's gzip support asks the site for gzip only (vcl_backend_fetch asks
    # for `br` instead), and its copy is kept apart (vcl_hash).
    if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(;\s*q\s*=\s*(1(\.0*)?|0?\.[0-9]*[1-9][0-9]*)\s*)?(,|$)") {
        set req.http.X-Lumera-Encoding = "br";
    }

    # The cache key is the URL without the tracking parameters of ad and newsletter links: the site renders the same
    # page with or without them. The request itself goes to the site as it came.
    set req.http.X-Lumera-Cache-Key = regsuball(req.url, "(?i)([?&])(utm_[^=&]*|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|igshid)(=[^&]*)?(?=&|$)", "\1");
    set req.http.X-Lumera-Cache-Key = regsuball(req.http.X-Lumera-Cache-Key, "([?&])&+", "\1");
    set req.http.X-Lumera-Cache-Key = regsub(req.http.X-Lumera-Cache-Key, "[?&]+$", "");

    # Serving stored pages past their life. While the site is healthy, a page is served at most 10 s past it (a
    # soft purge's page among them) while its refresh runs; later, the visitor waits for the fresh one. While the
    # probe finds the site down, or once it answered this request with an error (vcl_synth asks again), stored
    # pages are served for as long as they are kept (their grace, a day).
    # (A restart keeps req.grace: it is set each time.)
    if (req.http.X-Lumera-Stale || !std.healthy(req.backend_hint)) {
        set req.grace = 365d;
    } else {
        set req.grace = 10s;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.http.X-Lumera-Cache-Key);
    hash_data(req.http.X-Lumera-Site);
    # (With its gzip support on, Varnish matches no Vary on Accept-Encoding: brotli pages are kept under a key of their own.)
    if (req.http.X-Lumera-Encoding == "br") {
        hash_data("br");
    }
    return (lookup);
}

sub vcl_backend_fetch {
    if (bereq.http.X-Lumera-Encoding == "br") {
        set bereq.http.Accept-Encoding = "br";
    }
    unset bereq.http.X-Lumera-Cache-Key;
    unset bereq.http.X-Lumera-Site;
    unset bereq.http.X-Lumera-Debug;
}

sub vcl_backend_response {
    # An error of the site (a 500, an overloaded server's 503, a load balancer's 502 or 503 with no server behind it):
    # a refresh in the background leaves the stored page in place; a visitor's own request is asked again with every
    # stored page allowed (vcl_synth), and only when none is stored is the error served, kept a few seconds so that a
    # crowd does not hammer a failing site (never the two minutes of a hit-for-miss, which would also pass each
    # request of the crowd to the site).
    # What passes (a form's post, the API) gets the site's own answer, once: it is never asked twice.
    if (beresp.status >= 500 && !bereq.uncacheable) {
        if (bereq.is_bgfetch || !bereq.http.X-Lumera-Stale) {
            return (abandon);
        }
        set beresp.ttl = 5s;
        set beresp.grace = 0s;
        unset beresp.http.Set-Cookie;
        unset beresp.http.xkey;
        return (deliver);
    }
    if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
        # `/`: private for caches that ignore Vary, kept here apart for each language cookie, browser language and
        # document request (its Vary, on the reduced headers of vcl_recv), for as long as Surrogate-Control says.
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
        unset beresp.http.Surrogate-Control;
    } elsif (beresp.http.Cache-Control !~ "(?i)(public|s-maxage)" || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)") {
        # What the site does not call public is never kept: the API, previews, forms' answers.
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    if (beresp.http.Set-Cookie || beresp.http.Vary == "*") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # While the site fails, stored pages are served for a day; a change soft-purges them by tag meanwhile.
    if (beresp.grace < 24h) {
        set beresp.grace = 24h;
    }
    return (deliver);
}

sub vcl_backend_error {
    # The site did not answer (stopped, unreachable, too slow): as for its errors above.
    if (!bereq.uncacheable && (bereq.is_bgfetch || !bereq.http.X-Lumera-Stale)) {
        return (abandon);
    }
    set beresp.ttl = 5s;
    set beresp.grace = 0s;
    set beresp.http.Content-Type = "text/plain; charset=utf-8";
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "5";
    synthetic("The site is not answering; please try again in a moment." + {"
"});
    return (deliver);
}

sub vcl_synth {
    # A visitor's fetch failed (see vcl_backend_response): asked once more, where any stored page may answer.
    if (resp.status == 503 && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD") && !req.http.X-Lumera-Stale) {
        set req.http.X-Lumera-Stale = "1";
        return (restart);
    }
}

sub vcl_deliver {
    if (req.http.X-Lumera-Debug) {
        set resp.http.X-Cache-Tags = resp.http.xkey;
        set resp.http.X-Cache-Object = "ttl=" + obj.ttl + " grace=" + obj.grace + " hits=" + obj.hits + " site=" + req.http.X-Lumera-Site + " key=" + req.http.X-Lumera-Cache-Key;
    }
    # The cache tags are for caches, not for visitors.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "pass";
    } elsif (obj.ttl < 0s) {
        set resp.http.X-Cache = "stale";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
