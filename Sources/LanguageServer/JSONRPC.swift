import Diagnostics

/// JSON-RPC 2.0 messages as LSP uses them: requests (with an `id`), notifications (without),
/// responses and the error codes the server answers with.
enum JSONRPC {
    /// The body was not JSON (also a frame that could not be read).
    static let parseError = -32700
    /// JSON, but not a request or notification.
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    /// A request before `initialize` (LSP's `ServerNotInitialized`).
    static let serverNotInitialized = -32002
    /// A valid request that could not be carried out (LSP's `RequestFailed`): a rename conflict,
    /// a template the formatter cannot read.
    static let requestFailed = -32803

    /// A message from the client, as far as JSON-RPC is concerned.
    enum Incoming {
        case request(id: JSON, method: String, params: JSON?)
        case notification(method: String, params: JSON?)
        /// A response to something the server asked (it asks nothing; ignored).
        case response
        /// Not a message: the error to answer with (the id when one could be read).
        case invalid(id: JSON, message: String)
    }

    /// Reads one parsed body.
    static func incoming(_ json: JSON) -> Incoming {
        guard case let .object(members) = json else {
            return .invalid(id: .null, message: "a message must be a JSON object (batches are not part of LSP)")
        }
        var id: JSON?
        var method: JSON?
        var params: JSON?
        var hasResult = false
        for (key, value) in members {
            switch key {
            case "id": id = value
            case "method": method = value
            case "params": params = value
            case "result", "error": hasResult = true
            default: break
            }
        }
        if let id {
            switch id {
            case .number, .string: break
            case .null where method == nil: return .response
            default: return .invalid(id: .null, message: "a request id must be a number or a string")
            }
        }
        guard let method else {
            if hasResult, id != nil { return .response }
            return .invalid(id: id ?? .null, message: "the message has no method")
        }
        guard case let .string(name) = method else {
            return .invalid(id: id ?? .null, message: "the method must be a string")
        }
        if let params {
            switch params {
            case .object, .array: break
            default: return .invalid(id: id ?? .null, message: "params must be an object or an array")
            }
        }
        if let id { return .request(id: id, method: name, params: params) }
        return .notification(method: name, params: params)
    }

    static func response(id: JSON, result: JSON) -> JSON {
        .object([("jsonrpc", "2.0"), ("id", id), ("result", result)])
    }

    static func error(id: JSON, code: Int, message: String) -> JSON {
        .object([("jsonrpc", "2.0"), ("id", id), ("error", .object([("code", .number(Double(code))), ("message", .string(message))]))])
    }

    static func notification(method: String, params: JSON) -> JSON {
        .object([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)])
    }
}

/// A request that cannot be answered with a result: the error code and message.
struct RequestError: Error {
    var code: Int
    var message: String

    static func invalidParams(_ message: String) -> RequestError {
        RequestError(code: JSONRPC.invalidParams, message: message)
    }
}
