import Testing

/// Every test that opens sockets or files, run one at a time so the descriptor-leak test
/// can count this process's descriptors.
@Suite(.serialized) struct SocketTests {}
