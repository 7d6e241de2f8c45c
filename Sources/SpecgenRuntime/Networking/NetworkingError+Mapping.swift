import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension NetworkingError {
    /// Maps an error from URLSession (or a cancelled task) to ``Reason/transport(_:)`` or ``Reason/cancelled``.
    ///
    /// A connection that ends before the body is complete comes as `.networkConnectionLost` on Apple platforms
    /// and as code -1 from curl on Linux: with the response head already received, the latter becomes
    /// `.networkConnectionLost` too.
    static func reason(forTransportError error: any Error, headReceived: Bool) -> Reason {
        if error is CancellationError { return .cancelled }
        var urlError: URLError
        if let error = error as? URLError {
            urlError = error
        } else {
            let nsError = error as NSError
            let code = nsError.domain == NSURLErrorDomain ? nsError.code : URLError.Code.unknown.rawValue
            #if canImport(FoundationNetworking)
            let urlCode = URLError.Code(rawValue: code) ?? .unknown
            #else
            let urlCode = URLError.Code(rawValue: code)
            #endif
            urlError = URLError(urlCode, userInfo: nsError.userInfo)
        }
        if urlError.code == .cancelled { return .cancelled }
        if urlError.code == .unknown, headReceived {
            urlError = URLError(.networkConnectionLost, userInfo: urlError.userInfo)
        }
        return .transport(urlError)
    }

    /// Maps an error thrown while encoding a body to ``Reason/encoding(description:)``: an `EncodingError`'s
    /// explanation, after the coding path when there is one (`items[0].price: inf can't be written …`).
    static func reason(forEncodingError error: any Error) -> Reason {
        guard case .invalidValue(_, let context) = error as? EncodingError else {
            return .encoding(description: "\(error)")
        }
        let path = codingPathString(context.codingPath)
        var description = path.isEmpty ? context.debugDescription : path + ": " + context.debugDescription
        if let underlying = context.underlyingError {
            description += " (\(underlying))"
        }
        return .encoding(description: description)
    }

    /// `[recordings, 3, date]` → `recordings[3].date`.
    static func codingPathString(_ path: [any CodingKey]) -> String {
        var result = ""
        for key in path {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return result
    }
}
