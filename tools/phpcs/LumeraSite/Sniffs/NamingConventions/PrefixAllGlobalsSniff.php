<?php
/**
 * A stand-in for WPCS's WordPress.NamingConventions.PrefixAllGlobals, which cannot be installed here: everything a
 * plugin adds to WordPress's one global namespace must carry the plugin's prefix, or it may clash with WordPress,
 * another plugin or a theme.
 *
 * @package LumeraSite
 */

namespace LumeraSite\Sniffs\NamingConventions;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

/**
 * Global functions, classes, interfaces, traits, constants (`const`, `define()`), variables at file scope,
 * `$GLOBALS` keys and the hooks the code fires must start with one of the prefixes (case-insensitively, followed by
 * `_`). Hooks of other plugins the code fires on purpose (WPML's, Polylang's) are named in `foreignHookPrefixes`.
 */
final class PrefixAllGlobalsSniff implements Sniff {

	/**
	 * The plugin's prefixes, without the trailing underscore.
	 *
	 * @var string[]
	 */
	public $prefixes = array();

	/**
	 * Prefixes of other plugins' hooks the code may fire (their documented API).
	 *
	 * @var string[]
	 */
	public $foreignHookPrefixes = array( 'wpml_', 'pll_' );

	/**
	 * The tokens looked at.
	 *
	 * @return int[]
	 */
	public function register() {
		return array( T_FUNCTION, T_CLASS, T_INTERFACE, T_TRAIT, T_CONST, T_STRING, T_VARIABLE );
	}

	/**
	 * Checks one token.
	 *
	 * @param File $file  The file.
	 * @param int  $index The token's position.
	 * @return void
	 */
	public function process( File $file, $index ) {
		$tokens = $file->getTokens();
		$token  = $tokens[ $index ];
		switch ( $token['code'] ) {
			case T_FUNCTION:
				if ( empty( $token['conditions'] ) ) {
					$this->check( $file, $index, (string) $file->getDeclarationName( $index ), 'Function', 'function' );
				}
				return;
			case T_CLASS:
			case T_INTERFACE:
			case T_TRAIT:
				if ( ! $this->inNamespace( $file, $index ) ) {
					$this->check( $file, $index, (string) $file->getDeclarationName( $index ), 'Class', 'class' );
				}
				return;
			case T_CONST:
				if ( empty( $token['conditions'] ) ) {
					$name = $file->findNext( T_STRING, $index + 1 );
					$this->check( $file, $index, false === $name ? '' : $tokens[ $name ]['content'], 'Constant', 'constant' );
				}
				return;
			case T_VARIABLE:
				$this->processVariable( $file, $index );
				return;
		}
		$this->processCall( $file, $index );
	}

	/**
	 * `define( 'NAME', … )` and the hooks fired with `do_action( 'name' )`, `apply_filters( 'name' )` and the like.
	 *
	 * @param File $file  The file.
	 * @param int  $index A T_STRING token.
	 * @return void
	 */
	private function processCall( File $file, $index ) {
		$tokens = $file->getTokens();
		$name   = strtolower( $tokens[ $index ]['content'] );
		$kinds  = array(
			'define'                  => 'Constant',
			'do_action'               => 'Hook',
			'do_action_ref_array'     => 'Hook',
			'do_action_deprecated'    => 'Hook',
			'apply_filters'           => 'Hook',
			'apply_filters_ref_array' => 'Hook',
			'apply_filters_deprecated' => 'Hook',
		);
		if ( ! isset( $kinds[ $name ] ) ) {
			return;
		}
		$before = $file->findPrevious( Tokens::$emptyTokens, $index - 1, null, true );
		if ( false !== $before && in_array( $tokens[ $before ]['code'], array( T_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW ), true ) ) {
			return;
		}
		$open = $file->findNext( Tokens::$emptyTokens, $index + 1, null, true );
		if ( false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] ) {
			return;
		}
		$first = $file->findNext( Tokens::$emptyTokens, $open + 1, null, true );
		if ( false === $first || T_CONSTANT_ENCAPSED_STRING !== $tokens[ $first ]['code'] ) {
			return;
		}
		$value = trim( $tokens[ $first ]['content'], '\'"' );
		if ( 'Hook' === $kinds[ $name ] ) {
			foreach ( $this->foreignHookPrefixes as $foreign ) {
				if ( 0 === stripos( $value, $foreign ) ) {
					return;
				}
			}
		}
		$this->check( $file, $first, $value, $kinds[ $name ], 'Hook' === $kinds[ $name ] ? 'hook' : 'constant' );
	}

	/**
	 * A variable assigned at file scope (outside any function or class), and `$GLOBALS['name']` anywhere.
	 *
	 * @param File $file  The file.
	 * @param int  $index A T_VARIABLE token.
	 * @return void
	 */
	private function processVariable( File $file, $index ) {
		$tokens = $file->getTokens();
		$token  = $tokens[ $index ];
		if ( '$GLOBALS' === $token['content'] ) {
			$open = $file->findNext( Tokens::$emptyTokens, $index + 1, null, true );
			if ( false !== $open && T_OPEN_SQUARE_BRACKET === $tokens[ $open ]['code'] ) {
				$key = $file->findNext( Tokens::$emptyTokens, $open + 1, null, true );
				if ( false !== $key && T_CONSTANT_ENCAPSED_STRING === $tokens[ $key ]['code'] ) {
					$this->check( $file, $key, trim( $tokens[ $key ]['content'], '\'"' ), 'Variable', 'global variable' );
				}
			}
			return;
		}
		if ( ! empty( $token['conditions'] ) || isset( $token['nested_parenthesis'] ) && ! $this->isForeachTarget( $file, $index ) ) {
			return;
		}
		$next        = $file->findNext( Tokens::$emptyTokens, $index + 1, null, true );
		$is_assigned = false !== $next && ( isset( Tokens::$assignmentTokens[ $tokens[ $next ]['code'] ] ) || $this->isForeachTarget( $file, $index ) );
		if ( $is_assigned && ! in_array( $token['content'], array( '$this', '$table_prefix' ), true ) ) {
			$this->check( $file, $index, ltrim( $token['content'], '$' ), 'Variable', 'global variable' );
		}
	}

	/**
	 * Whether the variable is the value or key of a `foreach ( … as $x )` at file scope.
	 *
	 * @param File $file  The file.
	 * @param int  $index A T_VARIABLE token.
	 * @return bool
	 */
	private function isForeachTarget( File $file, $index ) {
		$tokens = $file->getTokens();
		if ( empty( $tokens[ $index ]['nested_parenthesis'] ) ) {
			return false;
		}
		$open  = array_key_last( $tokens[ $index ]['nested_parenthesis'] );
		$owner = isset( $tokens[ $open ]['parenthesis_owner'] ) ? $tokens[ $open ]['parenthesis_owner'] : null;
		if ( null === $owner || T_FOREACH !== $tokens[ $owner ]['code'] ) {
			return false;
		}
		$as = $file->findPrevious( T_AS, $index - 1, $open );
		return false !== $as;
	}

	/**
	 * Whether the declaration is inside a namespace (its names are then not global).
	 *
	 * @param File $file  The file.
	 * @param int  $index The declaration.
	 * @return bool
	 */
	private function inNamespace( File $file, $index ) {
		return false !== $file->findPrevious( T_NAMESPACE, $index - 1 );
	}

	/**
	 * Reports a name without one of the prefixes.
	 *
	 * @param File   $file  The file.
	 * @param int    $index Where to report.
	 * @param string $name  The name.
	 * @param string $code  The error's code.
	 * @param string $what  What the name names, for the message.
	 * @return void
	 */
	private function check( File $file, $index, $name, $code, $what ) {
		if ( '' === $name ) {
			return;
		}
		foreach ( $this->prefixes as $prefix ) {
			if ( 0 === stripos( $name, rtrim( $prefix, '_' ) . '_' ) ) {
				return;
			}
		}
		$file->addError(
			'The %s "%s" must start with one of the plugin\'s prefixes (%s), or it may clash with WordPress or another plugin.',
			$index,
			$code . 'NotPrefixed',
			array( $what, $name, implode( '_, ', $this->prefixes ) . '_' )
		);
	}
}
