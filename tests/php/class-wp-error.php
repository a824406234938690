<?php
/**
 * WordPress's error object for the unit tests, as much of it as the plugin reads.
 *
 * @package LumeraSite
 */

/**
 * WordPress's error object, as much of it as the plugin reads.
 */
class WP_Error {

	/**
	 * The error's code.
	 *
	 * @var string
	 */
	private $code;

	/**
	 * Its message.
	 *
	 * @var string
	 */
	private $message;

	/**
	 * An error.
	 *
	 * @param string $code    Its code.
	 * @param string $message Its message.
	 * @param mixed  $data    Unused.
	 */
	public function __construct( $code = '', $message = '', $data = null ) {
		$this->code    = $code;
		$this->message = $message;
	}

	/**
	 * Its code.
	 *
	 * @return string
	 */
	public function get_error_code() {
		return $this->code;
	}

	/**
	 * Its message.
	 *
	 * @return string
	 */
	public function get_error_message() {
		return $this->message;
	}
}
