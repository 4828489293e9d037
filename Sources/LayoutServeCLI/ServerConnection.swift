import Server

/// Connects the `reload` and `subscribe` commands to a running server, or
/// explains on standard error why it could not.
///
/// - Returns: The connected client, or `nil` after writing the diagnostic.
func connectToServer(host: String, port: UInt16, output: some CommandOutput) -> LineClient? {
    do {
        return try LineClient(host: host, port: port)
    } catch {
        output.writeError("error: no layout-serve server at \(host):\(port) (\(error))\n")
        return nil
    }
}
