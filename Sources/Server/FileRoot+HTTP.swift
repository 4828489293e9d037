import FileAccess

extension FileAccessError {
    /// 404 or 403.
    public var status: HTTPStatus {
        switch self {
        case .notFound: .notFound
        case .forbidden: .forbidden
        }
    }
}

extension FileRoot {
    /// A 200 response with the file and its content type, or the 403/404 error response.
    public func response(for relativePath: String) -> HTTPResponse {
        do {
            return .file(try contents(of: relativePath), path: relativePath)
        } catch {
            return .text(error.description, status: error.status)
        }
    }
}
