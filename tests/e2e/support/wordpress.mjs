// A throw-away WordPress for the tests: Debian's `wordpress` package (6.1) copied into a
// temporary folder, its own MariaDB (a fresh data folder, a socket, no network), PHP's built-in
// server on a free loopback port, the site's plugin (wordpress/) in mu-plugins, and an administrator
// with an application password for the REST API. About 7 s to start; removed on stop. `.ci/run`
// installs the packages when they are missing.
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../../scripts/lib/launch.mjs'

const WORDPRESS = '/usr/share/wordpress'
const PLUGIN = fileURLToPath(new URL('../../../wordpress/', import.meta.url))

/** Whether this machine has what a throw-away WordPress needs. */
export function wordPressAvailable() {
  return existsSync(`${WORDPRESS}/wp-settings.php`) && existsSync('/usr/sbin/mariadbd') && existsSync('/usr/bin/php')
}

const php = (value) => `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

async function waitFor(check, what, timeoutMs = 20_000) {
  const started = Date.now()
  for (;;) {
    try {
      if (await check()) return
    } catch {
      // Not yet.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not start within ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * @param {{ siteUrl: string, secret: string, previewSecret?: string, asPlugin?: boolean, environment?: string }} options
 *   the site's origin and the shared secrets (the plugin's LUMERA_SITE_URL, LUMERA_WEBHOOK_SECRET and, for previews,
 *   LUMERA_PREVIEW_SECRET); `asPlugin`: installed as a normal plugin in wp-content/plugins/lumera-site/, not activated
 *   (else a must-use one); `environment`: WordPress's environment type (`local` by default, which application
 *   passwords over plain HTTP need)
 */
export async function startWordPress({ siteUrl, secret, previewSecret, asPlugin = false, environment = 'local' }) {
  if (!wordPressAvailable())
    throw new Error(
      'WordPress, MariaDB or PHP is missing: apt-get install --no-install-recommends wordpress php-cli php-mysql mariadb-server',
    )
  const dir = mkdtempSync(join(tmpdir(), 'lumera-wp-'))
  const db = join(dir, 'db')
  const root = join(dir, 'wp')
  const socket = join(db, 'db.sock')
  const asRoot = userInfo().uid === 0
  // mkdtemp makes a private folder: MariaDB's user must be able to pass through it to its own.
  chmodSync(dir, 0o711)
  mkdirSync(db)
  // MariaDB runs as `mysql` and must own its folder (it cannot create its socket in a root-owned one).
  if (asRoot) chownSync(db, Number(execFileSync('id', ['-u', 'mysql']).toString()), Number(execFileSync('id', ['-g', 'mysql']).toString()))
  const user = asRoot ? ['--user=mysql'] : []
  execFileSync('mariadb-install-db', [...user, `--datadir=${db}`, '--auth-root-authentication-method=socket', '--skip-test-db'], {
    stdio: 'pipe',
  })
  const mariadb = spawn(
    'mariadbd',
    [
      ...user,
      `--datadir=${db}`,
      `--socket=${socket}`,
      '--skip-networking',
      '--skip-log-bin',
      '--innodb-flush-log-at-trx-commit=0',
      '--innodb-buffer-pool-size=32M',
      '--innodb-log-file-size=8M',
      '--performance-schema=OFF',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let dbLog = ''
  mariadb.stderr.on('data', (d) => (dbLog += d))
  const processes = [mariadb]
  /** Stops a child (and its process group, for PHP's workers), SIGKILL after 5 s. */
  const end = async (child) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const signal = (name) => {
      try {
        if (child === mariadb) child.kill(name)
        else process.kill(-child.pid, name)
      } catch {
        // Already gone.
      }
    }
    const exited = new Promise((resolve) => child.once('exit', resolve))
    signal('SIGTERM')
    const timer = setTimeout(() => signal('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  const stop = async () => {
    for (const child of processes.reverse()) await end(child)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitFor(() => existsSync(socket), `MariaDB (${dbLog.slice(-500)})`)
    const password = randomBytes(12).toString('hex')
    execFileSync('mariadb', [
      '--socket',
      socket,
      '-u',
      'root',
      '-e',
      `CREATE DATABASE wp; CREATE USER 'wp'@'localhost' IDENTIFIED BY '${password}'; GRANT ALL ON wp.* TO 'wp'@'localhost';`,
    ])

    cpSync(WORDPRESS, root, { recursive: true, dereference: false, filter: (src) => !src.endsWith('/.htaccess') })
    mkdirSync(join(root, 'wp-content', 'mu-plugins'), { recursive: true })
    cpSync(PLUGIN, asPlugin ? join(root, 'wp-content', 'plugins', 'lumera-site') : join(root, 'wp-content', 'mu-plugins'), {
      recursive: true,
    })
    // The site reads only the full-size upload (its image service makes every size): WordPress need not.
    writeFileSync(
      join(root, 'wp-content', 'mu-plugins', 'tests-helpers.php'),
      `<?php
add_filter('intermediate_image_sizes_advanced', '__return_empty_array');
// The block editor's welcome guide, already seen: it would stand over the editor in the browser tests.
function lumera_test_skip_welcome_guide($user_id) {
  global $wpdb;
  update_user_meta($user_id, $wpdb->get_blog_prefix() . 'persisted_preferences', array('core/edit-post' => array('welcomeGuide' => false), '_modified' => gmdate('c')));
}
// A test makes the website unreachable for the next N notifications with the option lumera_test_lose_notifications,
// as a network failure would (the request never leaves WordPress).
function lumera_test_lose_notifications($pre, $args, $url) {
  $left = (int) get_option('lumera_test_lose_notifications', 0);
  if ($left < 1 || false === strpos($url, '/api/webhooks/wordpress')) return $pre;
  update_option('lumera_test_lose_notifications', $left - 1);
  return new WP_Error('http_request_failed', 'cURL error 7: Failed to connect (lost by the test)');
}
add_filter('pre_http_request', 'lumera_test_lose_notifications', 10, 3);
`,
    )
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const adminPassword = randomBytes(12).toString('hex')
    const keys = [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ]
    writeFileSync(
      join(root, 'wp-config.php'),
      `<?php
define('DB_NAME', 'wp');
define('DB_USER', 'wp');
define('DB_PASSWORD', ${php(password)});
define('DB_HOST', ${php(`localhost:${socket}`)});
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = 'wp_';
${keys.map((k) => `define('${k}', ${php(randomBytes(24).toString('hex'))});`).join('\n')}
define('WP_HOME', ${php(url)});
define('WP_SITEURL', ${php(url)});
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
define('WP_CONTENT_URL', ${php(`${url}/wp-content`)});
// Application passwords over plain HTTP need a local environment.
define('WP_ENVIRONMENT_TYPE', ${php(environment)});
define('WP_DEBUG', false);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
// WP-Cron runs when the tests call wp-cron.php, as a system cron job does (no loopback from every request).
define('DISABLE_WP_CRON', true);
// The plugin's settings.
define('LUMERA_SITE_URL', ${php(siteUrl)});
define('LUMERA_WEBHOOK_SECRET', ${php(secret)});
${previewSecret ? `define('LUMERA_PREVIEW_SECRET', ${php(previewSecret)});` : ''}
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    )
    writeFileSync(
      join(dir, 'install.php'),
      `<?php
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = ${php(`127.0.0.1:${port}`)};
require ${php(join(root, 'wp-load.php'))};
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$result = wp_install('Lumera', 'editor', 'editor@lumera.test', false, '', ${php(adminPassword)});
update_option('permalink_structure', '/%postname%/');
$created = WP_Application_Passwords::create_new_application_password($result['user_id'], array('name' => 'Lumera site'));
lumera_test_skip_welcome_guide($result['user_id']);
echo json_encode(array('password' => $created[0]));
`,
    )
    const installed = execFileSync('php', [join(dir, 'install.php')], { stdio: ['ignore', 'pipe', 'ignore'] }).toString()
    const appPassword = JSON.parse(installed.slice(installed.indexOf('{'))).password
    let phpLog = ''
    // OPcache (off by default on the CLI): without it every request compiles WordPress again.
    const server = spawn(
      'php',
      ['-d', 'opcache.enable_cli=1', '-d', 'opcache.memory_consumption=64', '-S', `127.0.0.1:${port}`, '-t', root],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        // Several workers: the site's reads during a save must not wait in line. Their own process
        // group, so that stopping the server stops every worker (they share its socket).
        env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
        detached: true,
      },
    )
    server.stdout.on('data', (d) => (phpLog += d))
    server.stderr.on('data', (d) => (phpLog = (phpLog + d).slice(-20_000)))
    processes.push(server)
    await waitFor(async () => (await fetch(`${url}/wp-json/`)).ok, `PHP's server (${phpLog.slice(-500)})`)
    // Every worker compiles the REST API once now, not while a test is timing the site.
    await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${url}/wp-json/wp/v2/posts?_embed=wp:featuredmedia,wp:term`).then((r) => r.text())),
    )
    /** A REST call as the user of `authorization`; JSON in, JSON out (throws on an error status). */
    /** REST calls as a user (application password); JSON in, JSON out (throws on an error status). */
    const restAs = (user, password) => {
      const authorization = 'Basic ' + Buffer.from(`${user}:${password}`).toString('base64')
      return async (method, path, body, headers = {}) => {
        const response = await fetch(`${url}/wp-json${path}`, {
          method,
          headers: {
            Authorization: authorization,
            ...(body !== undefined && !(body instanceof Uint8Array) ? { 'Content-Type': 'application/json' } : {}),
            ...headers,
          },
          body: body === undefined ? undefined : body instanceof Uint8Array ? body : JSON.stringify(body),
        })
        const text = await response.text()
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 400)}`)
        return text ? JSON.parse(text) : null
      }
    }
    const rest = restAs('editor', appPassword)
    /** Runs PHP with WordPress loaded (the plugin's functions at hand) and gives what it printed. */
    const runPhp = (code) => {
      const file = join(dir, `eval-${Date.now()}-${randomBytes(4).toString('hex')}.php`)
      writeFileSync(
        file,
        `<?php\n$_SERVER['HTTP_HOST'] = ${php(`127.0.0.1:${port}`)};\nrequire ${php(join(root, 'wp-load.php'))};\n${code}\n`,
      )
      return execFileSync('php', [file], { stdio: ['ignore', 'pipe', 'pipe'] }).toString()
    }

    return {
      url,
      user: 'editor',
      /** The administrator's password for wp-login.php. */
      password: adminPassword,
      appPassword,
      rest,
      /** Uploads an image to the media library. */
      upload: (bytes, filename, alt) =>
        rest('POST', '/wp/v2/media', new Uint8Array(bytes), {
          'Content-Type': filename.endsWith('.png') ? 'image/png' : 'image/jpeg',
          'Content-Disposition': `attachment; filename="${filename}"`,
        }).then((media) => (alt ? rest('POST', `/wp/v2/media/${media.id}`, { alt_text: alt }) : media)),
      /** Runs WP-Cron's due events, as a system cron job calling wp-cron.php does. */
      runCron: async () => void (await (await fetch(`${url}/wp-cron.php`)).text()),
      /** Runs PHP with WordPress loaded (the plugin's functions at hand) and gives what it printed. */
      php: runPhp,
      /**
       * Adds a user (a role, and a locale for the admin screens) with a password for wp-login.php and an
       * application password for REST calls as them; the block editor's welcome guide is already seen.
       */
      addUser: ({ login, role, locale = '' }) => {
        const password = randomBytes(12).toString('hex')
        const created = JSON.parse(
          runPhp(`$id = wp_insert_user(array('user_login' => ${php(login)}, 'user_pass' => ${php(password)}, 'user_email' => ${php(`${login}@lumera.test`)}, 'role' => ${php(role)}, 'locale' => ${php(locale)}));
lumera_test_skip_welcome_guide($id);
$app = WP_Application_Passwords::create_new_application_password($id, array('name' => 'tests'));
echo json_encode(array('id' => $id, 'app' => $app[0]));`),
        )
        return { id: created.id, login, password, appPassword: created.app, rest: restAs(login, created.app) }
      },
      /** Stops PHP's server only (WordPress is down; the database stays). */
      takeDown: () => end(server),
      /** What PHP printed (errors, the plugin's log lines). */
      log: () => phpLog,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
