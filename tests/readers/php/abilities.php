<?php

// WordPress abilities, served as tools by wordpress/mcp-adapter: named
// after the ability with `/` made `-`; `readonly`, `destructive` and
// `idempotent` are the hints, over the MCP key written beside them.
final class NotesAbilities {
	const SAFE = true;

	public static function register(): void {
		wp_register_ability(
			'notes/list-notes',
			// ^ tool: notes-list-notes readOnlyHint=true destructiveHint=false idempotentHint=true
			array(
				'label'            => 'List notes',
				'execute_callback' => array( self::class, 'execute' ),
				'meta'             => array(
					'annotations' => array(
						'readonly'    => true,
						'destructive' => false,
						'idempotent'  => self::SAFE,
					),
					'mcp'         => array( 'public' => true ),
				),
			)
		);

		wp_register_ability(
			'notes/purge',
			// ^ tool: notes-purge destructiveHint=true openWorldHint=false
			[
				'meta' => [
					'annotations' => [
						'readonly'        => null,
						'destructive'     => true,
						'destructiveHint' => false,
						'openWorldHint'   => false,
					],
				],
			]
		);

		wp_register_ability( 'notes/plain', array( 'label' => 'Plain' ) );
		//                   ^ tool: notes-plain -

		// A resource is no tool.
		wp_register_ability(
			'notes/readme',
			array( 'meta' => array( 'mcp' => array( 'public' => true, 'type' => 'resource' ) ) )
		);

		wp_register_ability(
			'notes/archive',
			array( 'meta' => array( 'annotations' => array( 'readonly' => is_archived() ) ) )
			//                                                            ^ unjudged: notes-archive
		);
	}
}
