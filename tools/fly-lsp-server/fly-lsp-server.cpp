//===- fly-lsp-server.cpp - Language server for Fly IR --------------------===//
//
// MLIR's LSP server (diagnostics, go-to-definition, hover, document symbols,
// code completion of op names) with the upstream dialects and Fly: point an
// editor's MLIR extension (e.g. vscode-mlir's "mlir.server_path") at this
// binary to edit .mlir files that use fly and fly_rocdl.
//
// On top of it, quick fixes for the type errors Fly's inference reports:
// "inferred type(s) 'X' are incompatible with return type(s) ..." offers to
// write X as the op's results, and "use of value '%v' expects different
// type than prior uses" offers to write the value's type at the use
// (fly/Tools/InferredTypeFixes.h, the rules fly-fill-types runs). MLIR's
// server offers no hook for code actions, so this binary relays the
// editor's messages to it (running in a thread, over pipes in place of its
// standard input and output), keeps the text of the open documents, and
// adds its quick fixes to the server's answer to textDocument/codeAction.
//
//===----------------------------------------------------------------------===//

#include "fly/Registration/Registration.h"
#include "fly/Tools/InferredTypeFixes.h"
#include "fly/Tools/OpTypeText.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/LSP/Protocol.h"
#include "llvm/Support/LSP/Transport.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <map>
#include <mutex>
#include <thread>
#include <unistd.h>

using namespace llvm;
namespace tools = mlir::fly::tools;

namespace {

/// What the relay knows: the open documents' text and the code-action
/// requests waiting for the server's answer.
struct RelayState {
  std::mutex mutex;
  StringMap<std::string> documents;
  struct Pending {
    std::string uri, text;
    std::vector<lsp::Diagnostic> diagnostics;
  };
  std::map<std::string, Pending> codeActions; // by the request's id
};

void writeAll(int fd, StringRef data) {
  while (!data.empty()) {
    ssize_t n = ::write(fd, data.data(), data.size());
    if (n <= 0)
      return;
    data = data.drop_front(n);
  }
}

/// One message in the framing the reader expects (pretty-printed for lit
/// tests, as MLIR's server prints them there).
void sendMessage(int fd, const json::Value &message, bool delimited,
                 bool pretty = false) {
  std::string body;
  raw_string_ostream os(body);
  if (pretty)
    os << formatv("{0:2}", message);
  else
    os << message;
  if (delimited)
    writeAll(fd, body + "\n// -----\n");
  else
    writeAll(fd, "Content-Length: " + std::to_string(body.size()) +
                     "\r\n\r\n" + body);
}

/// The byte offset of an LSP position (0-based line and character; Fly
/// sources are ASCII, so characters are bytes).
std::optional<size_t> offsetOf(StringRef text, const lsp::Position &p) {
  if (p.line < 0 || p.character < 0)
    return std::nullopt;
  return tools::offsetOf(text, p.line + 1, p.character + 1);
}

lsp::Position positionOf(StringRef text, size_t offset) {
  StringRef before = text.take_front(offset);
  lsp::Position p;
  p.line = before.count('\n');
  size_t nl = before.rfind('\n');
  p.character = nl == StringRef::npos ? offset : offset - nl - 1;
  return p;
}

/// The quick fixes for a code-action request's diagnostics.
json::Array quickFixes(const RelayState::Pending &request) {
  json::Array actions;
  tools::TypeAliases aliases(request.text);
  for (const lsp::Diagnostic &d : request.diagnostics) {
    std::optional<size_t> at = offsetOf(request.text, d.range.start);
    if (!at)
      continue;
    std::optional<tools::TextEdit> edit =
        tools::fixForDiagnostic(request.text, *at, d.message, aliases);
    if (!edit)
      continue;
    lsp::TextEdit textEdit;
    textEdit.range = {positionOf(request.text, edit->offset),
                      positionOf(request.text, edit->offset + edit->length)};
    textEdit.newText = edit->text;
    lsp::CodeAction action;
    StringRef written(edit->text);
    written.consume_front(" -> ");
    action.title = ("Write the inferred type " + written).str();
    action.kind = lsp::CodeAction::kQuickFix.str();
    action.diagnostics = std::vector<lsp::Diagnostic>{d};
    action.isPreferred = true;
    lsp::WorkspaceEdit workspaceEdit;
    workspaceEdit.changes[request.uri] = {textEdit};
    action.edit = workspaceEdit;
    actions.push_back(lsp::toJSON(action));
  }
  return actions;
}

/// The next JSON message of `input` (unreadable ones are skipped), or
/// std::nullopt at its end.
std::optional<json::Value> nextMessage(lsp::JSONTransportInput &input) {
  std::string raw;
  while (!input.isEndOfInput() && !input.hasError()) {
    if (failed(input.readMessage(raw)))
      continue;
    Expected<json::Value> message = json::parse(raw);
    if (message)
      return std::move(*message);
    consumeError(message.takeError());
  }
  return std::nullopt;
}

std::string idKey(const json::Value *id) {
  if (!id)
    return "";
  std::string s;
  raw_string_ostream os(s);
  os << *id;
  return s;
}

/// Editor -> server: records documents and code-action requests, forwards
/// every message as it came.
void relayFromEditor(std::FILE *editor, int toServer, bool delimited,
                     RelayState &state) {
  lsp::JSONTransportInputOverFile input(
      editor, delimited ? lsp::JSONStreamStyle::Delimited
                        : lsp::JSONStreamStyle::Standard);
  while (std::optional<json::Value> message = nextMessage(input)) {
    if (json::Object *object = message->getAsObject()) {
      std::optional<StringRef> method = object->getString("method");
      const json::Value *params = object->get("params");
      std::lock_guard<std::mutex> lock(state.mutex);
      if (method && params && *method == "textDocument/didOpen") {
        lsp::DidOpenTextDocumentParams p;
        json::Path::Root root;
        if (lsp::fromJSON(*params, p, root))
          state.documents[p.textDocument.uri.uri()] = p.textDocument.text;
      } else if (method && params && *method == "textDocument/didChange") {
        lsp::DidChangeTextDocumentParams p;
        json::Path::Root root;
        if (lsp::fromJSON(*params, p, root)) {
          auto it = state.documents.find(p.textDocument.uri.uri());
          if (it != state.documents.end() &&
              failed(lsp::TextDocumentContentChangeEvent::applyTo(
                  p.contentChanges, it->second)))
            state.documents.erase(it);
        }
      } else if (method && params && *method == "textDocument/didClose") {
        if (const json::Object *po = params->getAsObject())
          if (const json::Object *doc = po->getObject("textDocument"))
            if (std::optional<StringRef> uri = doc->getString("uri"))
              state.documents.erase(*uri);
      } else if (method && params && *method == "textDocument/codeAction") {
        lsp::CodeActionParams p;
        json::Path::Root root;
        if (lsp::fromJSON(*params, p, root)) {
          auto doc = state.documents.find(p.textDocument.uri.uri());
          if (doc != state.documents.end())
            state.codeActions[idKey(object->get("id"))] =
                RelayState::Pending{p.textDocument.uri.uri().str(),
                                    doc->second, p.context.diagnostics};
        }
      }
    }
    sendMessage(toServer, *message, delimited);
  }
  ::close(toServer);
}

/// Server -> editor: adds the quick fixes to code-action answers and says
/// in the initialize answer that code actions are served.
void relayFromServer(std::FILE *server, int toEditor, bool pretty,
                     RelayState &state) {
  lsp::JSONTransportInputOverFile input(server,
                                        lsp::JSONStreamStyle::Standard);
  while (std::optional<json::Value> message = nextMessage(input)) {
    if (json::Object *object = message->getAsObject()) {
      if (json::Object *result = object->getObject("result"))
        if (json::Object *caps = result->getObject("capabilities"))
          if (!caps->get("codeActionProvider"))
            (*caps)["codeActionProvider"] = true;
      std::optional<RelayState::Pending> request;
      {
        std::lock_guard<std::mutex> lock(state.mutex);
        auto it = state.codeActions.find(idKey(object->get("id")));
        if (it != state.codeActions.end() && !object->get("method")) {
          request = std::move(it->second);
          state.codeActions.erase(it);
        }
      }
      if (request) {
        json::Array fixes = quickFixes(*request);
        json::Array *answer = object->getArray("result");
        if (!answer) {
          object->erase("error");
          (*object)["result"] = json::Array();
          answer = object->getArray("result");
        }
        for (json::Value &fix : fixes)
          answer->push_back(std::move(fix));
      }
    }
    sendMessage(toEditor, *message, /*delimited=*/false, pretty);
  }
}

} // namespace

int main(int argc, char **argv) {
  mlir::fly::registerFlyVersionPrinter();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::fly::registerFlyDialects(registry);

  bool delimited = false;
  for (int i = 1; i < argc; ++i)
    if (StringRef(argv[i]) == "-lit-test" || StringRef(argv[i]) == "--lit-test")
      delimited = true;

  // The editor's ends, kept; the server gets pipes as its standard input
  // and output.
  int editorIn = ::dup(0), editorOut = ::dup(1);
  int toServer[2], fromServer[2];
  if (editorIn < 0 || editorOut < 0 || ::pipe(toServer) != 0 ||
      ::pipe(fromServer) != 0) {
    errs() << "fly-lsp-server: cannot set up the relay's pipes\n";
    return 1;
  }
  ::dup2(toServer[0], 0);
  ::dup2(fromServer[1], 1);
  ::close(toServer[0]);
  ::close(fromServer[1]);

  RelayState state;
  std::FILE *editor = ::fdopen(editorIn, "r");
  std::FILE *server = ::fdopen(fromServer[0], "r");
  std::thread toEditor(relayFromServer, server, editorOut, delimited,
                       std::ref(state));
  std::thread fromEditor(relayFromEditor, editor, toServer[1], delimited,
                         std::ref(state));

  bool ok = mlir::succeeded(mlir::MlirLspServerMain(argc, argv, registry));
  // The server is done: its output ends, and so does the relay back.
  outs().flush();
  ::close(1);
  toEditor.join();
  // The editor's side may still be open (the server stops at "exit").
  fromEditor.detach();
  ::close(editorOut);
  return ok ? 0 : 1;
}
