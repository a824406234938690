<?php
/**
 * The tests' base: WordPress's stand-ins start empty for each test.
 *
 * @package LumeraSite
 */

use PHPUnit\Framework\TestCase;

/**
 * Resets the stand-ins.
 */
abstract class Lumera_Test_Case extends TestCase {

	/**
	 * Before each test.
	 */
	protected function setUp(): void {
		Lumera_Test_WordPress::reset();
	}
}
