<?php
/**
 * The site shows the words as the editor wrote them. WordPress's "smart" punctuation (wptexturize: curly quotes
 * and apostrophes, dashes, primes, ×) is a theme's typography, and the site has its own: left on, the REST API's
 * rendered titles, excerpts and contents differ from what was typed, and from the same words in the site's
 * embedded Markdown (an exported article's "Cos'è l'R290" read back as "Cos’è l’R290"). Off in the REST API, which
 * is all the site reads; the block editor reads the raw text anyway.
 *
 * @package LumeraSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether WordPress texturizes text in this request: never in a REST request.
 *
 * @param bool $run Whether it would.
 * @return bool
 */
function lumera_texturize_outside_rest( $run ) {
	return defined( 'REST_REQUEST' ) && REST_REQUEST ? false : $run;
}
add_filter( 'run_wptexturize', 'lumera_texturize_outside_rest' );
