//! Findings and the rules that make them: a finding ([`diagnostic`]), a
//! file's and a run's report and its summary ([`report`]), one file per
//! rule with the registry, levels and severities ([`rules`]), exceptions
//! and allow comments ([`suppress`]), `hintlint.toml` and its unused
//! entries as findings ([`config`], `config_report`), which tool a finding
//! is about (`about_tool`), texts many findings repeat (`shared_texts`),
//! and what clients do with a tool's hints ([`clients`], [`facts`]).

pub(crate) mod about_tool;
pub mod clients;
pub mod config;
pub(crate) mod config_report;
pub mod diagnostic;
pub mod facts;
pub mod provenance;
pub mod report;
pub mod rules;
pub(crate) mod shared_texts;
pub mod suppress;
