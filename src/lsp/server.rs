//! The language server's state and main loop: one synchronous loop over
//! `lsp-server`'s channels, no runtime. Documents are linted on the
//! project layer (their unsaved text standing for their files) with the
//! configuration the CLI would use for them; every rule, reader and fix is
//! the linter's own.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use crossbeam_channel::{RecvTimeoutError, TryRecvError};
use lsp_server::{ErrorCode, Message, Notification, Request, RequestId, Response};
use serde_json::value::RawValue;

use super::transport::Transport;
use lsp_types::notification::{self as notify, Notification as _};
use lsp_types::request::{self as req, Request as _};
use lsp_types::{
    CodeActionKind, CodeActionOptions, CodeActionProviderCapability, Diagnostic, DiagnosticOptions,
    DiagnosticServerCapabilities, DocumentDiagnosticReport, DocumentDiagnosticReportResult,
    FullDocumentDiagnosticReport, HoverProviderCapability, InitializeParams, OneOf,
    RelatedFullDocumentDiagnosticReport, ResourceOperationKind, ServerCapabilities,
    TextDocumentSyncCapability, TextDocumentSyncKind, TextDocumentSyncOptions,
    TextDocumentSyncSaveOptions, TextEdit, Uri, WorkspaceDiagnosticReport,
    WorkspaceDiagnosticReportResult, WorkspaceDocumentDiagnosticReport,
    WorkspaceFullDocumentDiagnosticReport,
};
use serde::de::DeserializeOwned;
use serde_json::json;

use super::actions::{self, Source};
use super::configs::Configs;
use super::diagnostics;
use super::documents::{Documents, uri_of};
use super::exception;
use super::hover;
use super::imports::Imports;
use super::pending::{Owed, Pending};
use super::positions::{Encoding, LineIndex};
use super::publish::Published;
use super::settings::Settings;
use crate::findings::report::{FileReport, FileStatus, Finding};
use crate::project::Project;
use crate::tools::parse::Dialect;

use super::configs::CONFIG;

/// hintlint's own request: the open documents, how many lints the server
/// has run, and how many documents wait to be linted again.
const STATUS: &str = "hintlint/status";

/// Runs the language server on `connection` until the client shuts it
/// down: the handshake, then the main loop.
pub fn serve(connection: &Transport) -> Result<(), String> {
    let (id, params) = initialize_start(connection)?;
    let params: InitializeParams = serde_json::from_value(params)
        .map_err(|error| format!("the initialize request is malformed: {error}"))?;
    let encoding = Encoding::negotiate(
        params
            .capabilities
            .general
            .as_ref()
            .and_then(|general| general.position_encodings.as_deref()),
    );
    let text_document = params.capabilities.text_document.as_ref();
    let takes = diagnostics::Takes::of(text_document);
    let pull = text_document.is_some_and(|document| document.diagnostic.is_some());
    let refresh = params
        .capabilities
        .workspace
        .as_ref()
        .and_then(|workspace| workspace.diagnostic.as_ref())
        .and_then(|diagnostic| diagnostic.refresh_support)
        .unwrap_or(false);
    let settings = Settings::from_value(params.initialization_options.as_ref());
    // Where a new hintlint.toml may go: the workspace's folders.
    #[allow(deprecated)] // `rootUri`, for clients that send no folders
    let roots: Vec<PathBuf> = match &params.workspace_folders {
        Some(folders) => folders
            .iter()
            .filter_map(|folder| super::documents::path_of(&folder.uri))
            .collect(),
        None => params
            .root_uri
            .as_ref()
            .and_then(super::documents::path_of)
            .into_iter()
            .collect(),
    };
    let create_files = params
        .capabilities
        .workspace
        .as_ref()
        .and_then(|workspace| workspace.workspace_edit.as_ref())
        .and_then(|edit| edit.resource_operations.as_ref())
        .is_some_and(|operations| operations.contains(&ResourceOperationKind::Create));
    let result = json!({
        "capabilities": capabilities(encoding, pull),
        "serverInfo": { "name": "hintlint", "version": env!("CARGO_PKG_VERSION") },
    });
    connection.send(Message::Response(Response::new_ok(id, result)));
    initialized(connection)?;
    let mut server = Server {
        connection,
        encoding,
        pull,
        takes,
        refresh,
        settings,
        roots,
        create_files,
        documents: Documents::default(),
        project: Project::with_options(crate::lint::options::Options::default()),
        configs: Configs::default(),
        reports: HashMap::new(),
        imports: Imports::default(),
        pending: Pending::default(),
        lints: 0,
        config_errors: HashSet::new(),
        published: Published::default(),
        next_request: 0,
    };
    server.main_loop()
}

/// The client's `initialize` request: other requests before it are
/// answered as errors, notifications ignored.
fn initialize_start(connection: &Transport) -> Result<(RequestId, serde_json::Value), String> {
    loop {
        match connection.receiver.recv() {
            Ok(Message::Request(request)) if request.method == req::Initialize::METHOD => {
                return Ok((request.id, request.params));
            }
            Ok(Message::Request(request)) => connection.send(Message::Response(Response::new_err(
                request.id,
                ErrorCode::ServerNotInitialized as i32,
                format!("expected initialize, got {}", request.method),
            ))),
            Ok(Message::Notification(notification))
                if notification.method == notify::Exit::METHOD =>
            {
                return Err("the client exited before initializing".to_owned());
            }
            Ok(_) => {}
            Err(_) => return Err("the client did not initialize".to_owned()),
        }
    }
}

/// Waits for the client's `initialized` notification.
fn initialized(connection: &Transport) -> Result<(), String> {
    loop {
        match connection.receiver.recv() {
            Ok(Message::Notification(notification))
                if notification.method == notify::Initialized::METHOD =>
            {
                return Ok(());
            }
            Ok(Message::Notification(notification))
                if notification.method == notify::Exit::METHOD =>
            {
                return Err("the client exited during the handshake".to_owned());
            }
            Ok(_) => {}
            Err(_) => return Err("the handshake failed: the client went away".to_owned()),
        }
    }
}

/// What the server offers.
fn capabilities(encoding: Encoding, pull: bool) -> ServerCapabilities {
    ServerCapabilities {
        position_encoding: Some(encoding.kind()),
        text_document_sync: Some(TextDocumentSyncCapability::Options(
            TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::INCREMENTAL),
                will_save: None,
                will_save_wait_until: None,
                save: Some(TextDocumentSyncSaveOptions::Supported(true)),
            },
        )),
        code_action_provider: Some(CodeActionProviderCapability::Options(CodeActionOptions {
            code_action_kinds: Some(vec![CodeActionKind::QUICKFIX, actions::fix_all_kind()]),
            work_done_progress_options: Default::default(),
            resolve_provider: None,
        })),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        inlay_hint_provider: Some(OneOf::Left(true)),
        diagnostic_provider: pull.then(|| {
            DiagnosticServerCapabilities::Options(DiagnosticOptions {
                identifier: Some("hintlint".to_owned()),
                inter_file_dependencies: true,
                workspace_diagnostics: true,
                work_done_progress_options: Default::default(),
            })
        }),
        ..ServerCapabilities::default()
    }
}

/// A document's last report, and the version it was made of.
struct Linted {
    version: i32,
    report: FileReport,
}

/// The server's state.
struct Server<'c> {
    connection: &'c Transport,
    encoding: Encoding,
    /// Whether the client pulls diagnostics (else they are published).
    pull: bool,
    /// What of a diagnostic the client takes.
    takes: diagnostics::Takes,
    /// Whether the client can be asked to pull again.
    refresh: bool,
    settings: Settings,
    /// The workspace's folders, where a new `hintlint.toml` may go.
    roots: Vec<PathBuf>,
    /// Whether the client creates files in a workspace edit.
    create_files: bool,
    documents: Documents,
    /// The unsaved buffers over the files.
    project: Project,
    configs: Configs,
    reports: HashMap<Uri, Linted>,
    /// What each document's last lint read besides itself.
    imports: Imports,
    /// The diagnostics owed after edits.
    pending: Pending,
    /// The lints run, for [`STATUS`].
    lints: u64,
    /// The configuration files diagnostics were published on.
    config_errors: HashSet<Uri>,
    /// What each document's diagnostics were last published as.
    published: Published,
    next_request: i32,
}

/// Why a request has no answer.
struct Failure {
    code: ErrorCode,
    message: String,
}

impl Failure {
    fn invalid(error: impl std::fmt::Display) -> Failure {
        Failure {
            code: ErrorCode::InvalidParams,
            message: error.to_string(),
        }
    }
}

/// A request's parameters, or why they do not do.
fn params<P: DeserializeOwned>(request: &Request) -> Result<P, Failure> {
    serde_json::from_value(request.params.clone()).map_err(Failure::invalid)
}

impl Server<'_> {
    fn main_loop(&mut self) -> Result<(), String> {
        while let Some(message) = self.next_message() {
            match message {
                Message::Request(request) => {
                    // After `shutdown`, the client may go without `exit`
                    // (an editor quitting): that ends the server too.
                    if request.method == req::Shutdown::METHOD {
                        self.send(Message::Response(Response::new_ok(request.id, ())));
                        self.await_exit();
                        return Ok(());
                    }
                    match self.on_request(&request) {
                        Ok(result) => self.connection.respond(&request.id, &result),
                        Err(failure) => self.send(Message::Response(Response::new_err(
                            request.id,
                            failure.code as i32,
                            failure.message,
                        ))),
                    }
                }
                Message::Notification(notification) => {
                    if notification.method == notify::Exit::METHOD {
                        return Ok(());
                    }
                    self.on_notification(notification);
                }
                Message::Response(_) => {}
            }
        }
        Ok(())
    }

    fn send(&self, message: Message) {
        self.connection.send(message);
    }

    /// The client's next message, `None` when it has gone; while none
    /// waits, the diagnostics owed ([`Pending`]): an edited document's at
    /// once, its importers' once the client is quiet, one at a time.
    fn next_message(&mut self) -> Option<Message> {
        let receiver = &self.connection.receiver;
        loop {
            match receiver.try_recv() {
                Ok(message) => return Some(message),
                Err(TryRecvError::Disconnected) => return None,
                Err(TryRecvError::Empty) => {}
            }
            if let Some(uri) = self.pending.next_edited() {
                self.publish_now(uri);
                continue;
            }
            let Some(quiet) = self.pending.quiet_from() else {
                return receiver.recv().ok();
            };
            match receiver.recv_deadline(quiet) {
                Ok(message) => return Some(message),
                Err(RecvTimeoutError::Disconnected) => return None,
                Err(RecvTimeoutError::Timeout) => match self.pending.after_quiet() {
                    Some(Owed::Lint(uri)) => self.publish_now(uri),
                    Some(Owed::Refresh) => self.ask_to_pull(),
                    None => {}
                },
            }
        }
    }

    /// Publishes the diagnostics of `uri` at its current version.
    fn publish_now(&mut self, uri: Uri) {
        let diagnostics = self.diagnostics_of(&uri);
        let version = self.documents.get(&uri).map(|document| document.version);
        self.publish(uri, diagnostics, version);
    }

    /// After `shutdown`: waits up to 30 seconds for the client's `exit`
    /// (answering any request as invalid, as the protocol says), and ends
    /// at once if the client goes away.
    fn await_exit(&self) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while let Ok(message) = self.connection.receiver.recv_deadline(deadline) {
            match message {
                Message::Notification(notification)
                    if notification.method == notify::Exit::METHOD =>
                {
                    return;
                }
                Message::Request(request) => self.send(Message::Response(Response::new_err(
                    request.id,
                    ErrorCode::InvalidRequest as i32,
                    "the server is shutting down".to_owned(),
                ))),
                _ => {}
            }
        }
    }

    /// The answer to `request`, serialized once from its typed value.
    fn on_request(&mut self, request: &Request) -> Result<Box<RawValue>, Failure> {
        let value = |result: Result<Box<RawValue>, serde_json::Error>| {
            result.map_err(|error| Failure {
                code: ErrorCode::InternalError,
                message: error.to_string(),
            })
        };
        match request.method.as_str() {
            req::DocumentDiagnosticRequest::METHOD => {
                let params: lsp_types::DocumentDiagnosticParams = params(request)?;
                let items = self.diagnostics_of(&params.text_document.uri);
                value(serde_json::value::to_raw_value(
                    &DocumentDiagnosticReportResult::Report(DocumentDiagnosticReport::Full(
                        RelatedFullDocumentDiagnosticReport {
                            related_documents: None,
                            full_document_diagnostic_report: FullDocumentDiagnosticReport {
                                result_id: None,
                                items,
                            },
                        },
                    )),
                ))
            }
            req::WorkspaceDiagnosticRequest::METHOD => {
                let _: lsp_types::WorkspaceDiagnosticParams = params(request)?;
                let uris: Vec<Uri> = self.documents.iter().map(|(uri, _)| uri.clone()).collect();
                let items = uris
                    .into_iter()
                    .map(|uri| {
                        let items = self.diagnostics_of(&uri);
                        let version = self.documents.get(&uri).map(|document| document.version);
                        WorkspaceDocumentDiagnosticReport::Full(
                            WorkspaceFullDocumentDiagnosticReport {
                                uri,
                                version: version.map(i64::from),
                                full_document_diagnostic_report: FullDocumentDiagnosticReport {
                                    result_id: None,
                                    items,
                                },
                            },
                        )
                    })
                    .collect();
                value(serde_json::value::to_raw_value(
                    &WorkspaceDiagnosticReportResult::Report(WorkspaceDiagnosticReport { items }),
                ))
            }
            req::CodeActionRequest::METHOD => {
                let params: lsp_types::CodeActionParams = params(request)?;
                value(serde_json::value::to_raw_value(&self.code_actions(&params)))
            }
            req::HoverRequest::METHOD => {
                let params: lsp_types::HoverParams = params(request)?;
                let at = params.text_document_position_params;
                value(serde_json::value::to_raw_value(
                    &self.hover(&at.text_document.uri, at.position),
                ))
            }
            req::InlayHintRequest::METHOD => {
                let params: lsp_types::InlayHintParams = params(request)?;
                value(serde_json::value::to_raw_value(&self.inlay_hints(&params)))
            }
            STATUS => value(serde_json::value::to_raw_value(&json!({
                "documents": self.documents.iter().count(),
                "lints": self.lints,
                "pending": self.pending.len(),
            }))),
            method => Err(Failure {
                code: ErrorCode::MethodNotFound,
                message: format!("hintlint does not answer {method}"),
            }),
        }
    }

    fn on_notification(&mut self, notification: Notification) {
        let read = |notification: &Notification| notification.params.clone();
        match notification.method.as_str() {
            notify::DidOpenTextDocument::METHOD => {
                let Ok(params) = serde_json::from_value::<lsp_types::DidOpenTextDocumentParams>(
                    read(&notification),
                ) else {
                    return;
                };
                let document = params.text_document;
                if let Some(opened) = self.documents.open(
                    document.uri.clone(),
                    document.version,
                    document.text,
                    self.encoding,
                ) {
                    let (path, text) = (opened.path.clone(), opened.text.clone());
                    // The file as saved: the other documents read nothing new.
                    let as_on_disk = std::fs::read(&path).is_ok_and(|disk| disk == text.as_bytes());
                    self.project.set_text(&path, text);
                    if as_on_disk {
                        self.relint(&document.uri);
                    } else {
                        self.changed(&document.uri, &path);
                    }
                }
            }
            notify::DidChangeTextDocument::METHOD => {
                let Ok(params) = serde_json::from_value::<lsp_types::DidChangeTextDocumentParams>(
                    read(&notification),
                ) else {
                    return;
                };
                let uri = params.text_document.uri;
                if let Some(changed) = self.documents.change(
                    &uri,
                    params.text_document.version,
                    params.content_changes,
                ) {
                    let (path, text) = (changed.path.clone(), changed.text.clone());
                    self.project.set_text(&path, text);
                    self.changed(&uri, &path);
                }
            }
            notify::DidSaveTextDocument::METHOD => {
                let Ok(params) = serde_json::from_value::<lsp_types::DidSaveTextDocumentParams>(
                    read(&notification),
                ) else {
                    return;
                };
                let saved = super::documents::path_of(&params.text_document.uri);
                if saved.is_some_and(|path| is_config(&path)) {
                    self.reload();
                }
            }
            notify::DidCloseTextDocument::METHOD => {
                let Ok(params) = serde_json::from_value::<lsp_types::DidCloseTextDocumentParams>(
                    read(&notification),
                ) else {
                    return;
                };
                let uri = params.text_document.uri;
                self.pending.forget(&uri);
                self.imports.forget(&uri);
                if let Some(closed) = self.documents.close(&uri) {
                    self.project.forget_text(&closed.path);
                    // Its importers read the file on disk again.
                    self.importers_changed(&closed.path, &uri);
                }
                self.reports.remove(&uri);
                if !self.pull {
                    self.publish(uri, Vec::new(), None);
                }
            }
            notify::DidChangeWatchedFiles::METHOD => {
                let Ok(params) = serde_json::from_value::<lsp_types::DidChangeWatchedFilesParams>(
                    read(&notification),
                ) else {
                    return;
                };
                let config_changed = params.changes.iter().any(|change| {
                    super::documents::path_of(&change.uri).is_some_and(|path| is_config(&path))
                });
                self.project.refresh();
                if config_changed {
                    self.reload();
                } else {
                    self.relint_all();
                }
            }
            notify::DidChangeConfiguration::METHOD => {
                let Ok(params) = serde_json::from_value::<lsp_types::DidChangeConfigurationParams>(
                    read(&notification),
                ) else {
                    return;
                };
                self.settings = Settings::from_value(Some(&params.settings));
                self.reload();
            }
            _ => {}
        }
    }

    /// After `uri` (the file at `path`) was opened or changed: its
    /// diagnostics, at once, and those of the open documents that read the
    /// file when they were last linted, once the client is quiet.
    fn changed(&mut self, uri: &Uri, path: &Path) {
        self.relint(uri);
        self.importers_changed(path, uri);
    }

    /// The diagnostics of `uri` are stale: published again at once.
    fn relint(&mut self, uri: &Uri) {
        self.reports.remove(uri);
        if !self.pull {
            self.pending.edited(uri.clone());
        }
    }

    /// The file at `path` (the document `uri`) changed for the documents
    /// that read it: their reports are stale; they are linted again once
    /// the client is quiet (or, pulling, the client is asked to pull).
    fn importers_changed(&mut self, path: &Path, uri: &Uri) {
        let importers = self
            .imports
            .dependents(&crate::base::paths::absolute(path), uri);
        if importers.is_empty() {
            return;
        }
        for importer in &importers {
            self.reports.remove(importer);
        }
        if !self.pull {
            self.pending.stale(importers);
        } else if self.refresh {
            self.pending.refresh();
        }
    }

    /// Every open document linted again (the files on disk or the
    /// settings changed), once the client is quiet.
    fn relint_all(&mut self) {
        self.reports.clear();
        if self.pull {
            if self.refresh {
                self.ask_to_pull();
            }
            return;
        }
        let uris: Vec<Uri> = self.documents.iter().map(|(uri, _)| uri.clone()).collect();
        self.pending.stale(uris);
    }

    /// A configuration file changed: reload, show its errors, re-lint.
    fn reload(&mut self) {
        self.configs.reload(&self.settings);
        let uris: Vec<(Uri, PathBuf)> = self
            .documents
            .iter()
            .map(|(uri, document)| (uri.clone(), document.path.clone()))
            .collect();
        for (_, path) in &uris {
            self.configs.of(path, &self.settings);
        }
        self.publish_config_errors();
        self.relint_all();
    }

    /// Publishes the errors of the invalid configurations, and clears those
    /// that became valid.
    fn publish_config_errors(&mut self) {
        let mut now: Vec<(Uri, Vec<Diagnostic>)> = Vec::new();
        for loaded in self.configs.loaded() {
            let (Some(path), Some(error)) = (&loaded.path, &loaded.error) else {
                continue;
            };
            let Some(uri) = uri_of(path) else {
                continue;
            };
            let lines = LineIndex::new(&error.text, self.encoding);
            let range = error
                .span
                .clone()
                .map(|span| lines.range(&error.text, span))
                .unwrap_or_default();
            let mut message = format!(
                "{}; the last valid configuration stays in force",
                error.message
            );
            if let Some(help) = &error.help {
                message.push_str("\nhelp: ");
                message.push_str(help);
            }
            let mut diagnostic = diagnostics::failure(&message);
            diagnostic.range = range;
            now.push((uri, vec![diagnostic]));
        }
        let cleared: Vec<Uri> = self
            .config_errors
            .iter()
            .filter(|uri| !now.iter().any(|(current, _)| current == *uri))
            .cloned()
            .collect();
        for uri in cleared {
            self.publish(uri, Vec::new(), None);
        }
        self.config_errors = now.iter().map(|(uri, _)| uri.clone()).collect();
        for (uri, diagnostics) in now {
            self.publish(uri, diagnostics, None);
        }
    }

    fn ask_to_pull(&mut self) {
        self.next_request += 1;
        let id = RequestId::from(format!("hintlint-refresh-{}", self.next_request));
        self.connection
            .request(&id, req::WorkspaceDiagnosticRefresh::METHOD, &());
    }

    fn publish(&mut self, uri: Uri, diagnostics: Vec<Diagnostic>, version: Option<i32>) {
        if let Some(message) = self.published.message(uri, diagnostics, version) {
            self.connection.send_json(message);
        }
    }

    /// The report of `uri` at its current version, linted if need be.
    fn linted(&mut self, uri: &Uri) -> Option<&Linted> {
        let document = self.documents.get(uri)?;
        let fresh = self
            .reports
            .get(uri)
            .is_some_and(|linted| linted.version == document.version);
        if !fresh {
            let (path, version) = (document.path.clone(), document.version);
            let options = &self.configs.of(&path, &self.settings).options;
            let (report, read) = self.project.lint_document_reading(&path, options);
            self.lints += 1;
            self.imports.record(uri, read);
            self.reports.insert(uri.clone(), Linted { version, report });
            self.publish_config_errors_once();
        }
        self.reports.get(uri)
    }

    /// Shows a configuration error the first time a document under it is
    /// linted.
    fn publish_config_errors_once(&mut self) {
        let errors = self
            .configs
            .loaded()
            .filter(|loaded| loaded.error.is_some())
            .count();
        if errors != self.config_errors.len() {
            self.publish_config_errors();
        }
    }

    fn lines(&self, report: &FileReport) -> LineIndex {
        LineIndex::new(&report.source.text, self.encoding).after_bom(report.source.has_bom)
    }

    /// The diagnostics of `uri` now.
    fn diagnostics_of(&mut self, uri: &Uri) -> Vec<Diagnostic> {
        if self.linted(uri).is_none() {
            return Vec::new();
        }
        let Some(linted) = self.reports.get(uri) else {
            return Vec::new();
        };
        let report = &linted.report;
        if let FileStatus::InternalError(message) = &report.status {
            return vec![diagnostics::failure(&format!(
                "hintlint could not lint this file: {message}"
            ))];
        }
        // The open document's own index when it is the text linted (no
        // byte-order mark taken off): not searched again for each edit.
        let open = self.documents.get(uri).map(|document| &document.lines);
        let built;
        let lines = match open {
            Some(lines) if !report.source.has_bom && self.is_linted_text(uri, report) => lines,
            _ => {
                built = self.lines(report);
                &built
            }
        };
        diagnostics::of_report(report, &report.source.text, lines, uri, self.takes)
    }

    /// Whether `report` is of the open document `uri`'s text as it is.
    fn is_linted_text(&self, uri: &Uri, report: &FileReport) -> bool {
        self.documents
            .get(uri)
            .is_some_and(|document| document.text == report.source.text)
    }

    fn code_actions(
        &mut self,
        params: &lsp_types::CodeActionParams,
    ) -> Vec<lsp_types::CodeActionOrCommand> {
        let uri = &params.text_document.uri;
        let Some(document) = self.documents.get(uri) else {
            return Vec::new();
        };
        let path = document.path.clone();
        let wants = |kind: &CodeActionKind| {
            params.context.only.as_ref().is_none_or(|only| {
                only.iter()
                    .any(|wanted| kind.as_str().starts_with(wanted.as_str()))
            })
        };
        let fixed = wants(&actions::fix_all_kind())
            .then(|| {
                let options = &self.configs.of(&path, &self.settings).options;
                self.project.fixed_document(&path, options, false)
            })
            .flatten();
        // The diagnostics' report says what each fix does; the actions
        // need its edits.
        let version = document.version;
        let governing = self.configs.of(&path, &self.settings).path.clone();
        let options = super::configs::with_edits(&self.configs.of(&path, &self.settings).options);
        let report = self.project.lint_document(&path, &options);
        let lines = self.lines(&report);
        let source = Source {
            uri,
            version,
            text: &report.source.text,
            lines: &lines,
            report: &report,
        };
        let text = report.source.text.as_str();
        let dialect = Dialect::of_path(&path);
        let allow = |finding: &Finding| allow_comment(text, dialect, finding, &lines);
        // Read only when a finding needs it (code actions follow the cursor).
        let target = std::cell::OnceCell::new();
        let exception = |finding: &Finding| {
            target
                .get_or_init(|| self.exception_target(&path, governing.as_deref()))
                .as_ref()
                .and_then(|target| exception::edit(target, &path, finding))
        };
        let accept = actions::Accept {
            allow: &allow,
            exception: &exception,
        };
        let mut found = if wants(&CodeActionKind::QUICKFIX) {
            actions::quick_fixes(&source, params.range, &params.context.diagnostics, &accept)
        } else {
            Vec::new()
        };
        if let Some(fixed) = fixed {
            found.push(actions::fix_all(&source, fixed));
        }
        found
    }

    /// The configuration an exception for the file at `path` goes to:
    /// `governing`, the one that governs it (its text as open in the
    /// editor, else as on disk, read as the CLI reads it), else a new
    /// `hintlint.toml` where the CLI will find it, when the client creates
    /// files.
    fn exception_target(&self, path: &Path, governing: Option<&Path>) -> Option<exception::Target> {
        let Some(config) = governing else {
            if !self.create_files {
                return None;
            }
            return exception::Target::new_in(&exception::new_config_folder(path, &self.roots)?);
        };
        let open = uri_of(config).and_then(|uri| self.documents.get(&uri));
        match open {
            Some(document) => exception::Target::existing(
                config,
                &document.text,
                Some(document.version),
                self.encoding,
            ),
            None => {
                let folder = config.parent()?;
                let repository = crate::base::named_file::repository_of(folder);
                let text = crate::base::named_file::read_text(
                    config,
                    &repository,
                    crate::findings::config::MAX_BYTES,
                )
                .ok()?;
                exception::Target::existing(config, &text, None, self.encoding)
            }
        }
    }

    /// The open document's text, its lines and the facts of its tools.
    fn facts_of(
        &mut self,
        uri: &Uri,
    ) -> Option<(String, LineIndex, Vec<crate::findings::facts::ToolFacts>)> {
        let document = self.documents.get(uri)?;
        let (path, text) = (document.path.clone(), document.text.clone());
        let lines = LineIndex::new(&text, self.encoding);
        let options = &self.configs.of(&path, &self.settings).options;
        let facts = self.project.facts(&path, options);
        Some((text, lines, facts))
    }

    fn hover(&mut self, uri: &Uri, position: lsp_types::Position) -> Option<lsp_types::Hover> {
        let (text, lines, facts) = self.facts_of(uri)?;
        hover::hover(&facts, &text, &lines, lines.offset(&text, position))
    }

    fn inlay_hints(&mut self, params: &lsp_types::InlayHintParams) -> Vec<lsp_types::InlayHint> {
        let Some((text, lines, mut facts)) = self.facts_of(&params.text_document.uri) else {
            return Vec::new();
        };
        let (start, end) = (
            lines.offset(&text, params.range.start),
            lines.offset(&text, params.range.end),
        );
        facts.retain(|tool| start <= tool.annotations_end && tool.annotations_end <= end);
        hover::inlay_hints(&facts, &text, &lines)
    }
}

/// Whether `path` is a configuration file.
fn is_config(path: &Path) -> bool {
    path.file_name().is_some_and(|name| name == CONFIG)
}

/// The edit that allows `finding` with a comment in the file's syntax, on
/// the line before the tool it is about, with a reason to write.
fn allow_comment(
    text: &str,
    dialect: Dialect,
    finding: &Finding,
    lines: &LineIndex,
) -> Option<TextEdit> {
    let (line_start, marker) =
        crate::findings::suppress::allow_anchor(text, dialect, &finding.diagnostic.pointer)?;
    let line = &text[line_start..];
    let indent = &line[..line.len() - line.trim_start_matches([' ', '\t']).len()];
    let newline = crate::fix::braced::newline(text);
    let position = lines.position(text, line_start);
    Some(TextEdit {
        range: lsp_types::Range::new(position, position),
        new_text: format!(
            "{indent}{}{newline}",
            crate::findings::suppress::allow_comment(
                marker,
                finding.diagnostic.rule.name(),
                crate::findings::config::reason::PLACEHOLDER
            )
        ),
    })
}
