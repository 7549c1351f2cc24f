//! The integration tests, one module per former test file, built as one
//! binary: one link instead of forty, so a clean build writes a fraction of
//! the disk and links in a fraction of the time. Each module keeps its own
//! file beside this one, its snapshots and fixtures where they were.

mod binary;
mod common;

mod adversarial;
mod architecture;
mod baseline;
mod bounds;
mod brief_findings;
mod census;
mod census_agrees;
mod cli;
mod config;
mod config_cli;
mod config_trust;
mod dependencies;
mod docs_book;
mod docs_links;
mod document_properties;
mod drift;
mod eras;
mod first_run;
mod fix_cli;
mod fix_properties;
mod fix_trust;
mod fixed_code_compiles;
mod fixed_java_compiles;
mod fixed_php_compiles;
mod fixed_ruby_compiles;
mod fixtures;
mod hostile_servers;
mod human_drawing;
mod import_graph;
mod lsp;
mod lsp_hostile;
mod mapping;
mod mcp;
mod mcp_hostile;
mod message_caps;
mod neovim;
mod openapi;
mod oracle;
mod output_safety;
mod packaging;
mod project;
mod real_inputs;
mod repository_bounds;
mod rule_docs;
mod sarif;
mod server;
mod source_code;
mod source_properties;
mod source_properties_java;
mod source_properties_kotlin;
mod source_properties_php;
mod source_properties_ruby;
mod source_properties_swift;
mod source_properties_ts_frameworks;
mod source_properties_wrappers;
mod stdin;
mod streamed_manifests;
mod unread_tool;
mod writes_only_where_asked;
mod yaml_inputs;
