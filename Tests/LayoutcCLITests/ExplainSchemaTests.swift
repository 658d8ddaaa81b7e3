import XCTest

/// `layoutc explain` also explains the format's objects and keys, from the schema.
final class ExplainSchemaTests: XCTestCase {
    func testExplainsTheStackBlockAndItsKeys() throws {
        let object = try CLIRunner.run(["explain", "stack"])
        XCTAssertEqual(object.status, 0, object.stderr)
        XCTAssertTrue(object.stdoutText.hasPrefix("stack (object): a UIStackView's arrangement"), object.stdoutText)
        XCTAssertTrue(object.stdoutText.contains("one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering"),
                      object.stdoutText)
        XCTAssertTrue(object.stdoutText.contains("view.stack: a UIStackView: how the children are arranged"))

        let key = try CLIRunner.run(["explain", "stack.alignment"])
        XCTAssertEqual(key.stdoutText, """
            stack.alignment: how the children are placed across the axis (top and bottom: a horizontal stack's leading and trailing)
              value: one of fill, leading, center, trailing, top, bottom
              default: fill

            """)
        let hugging = try CLIRunner.run(["explain", "hugging"])
        XCTAssertTrue(hugging.stdoutText.contains("view.hugging: in a stack: content hugging priority"), hugging.stdoutText)
        XCTAssertTrue(hugging.stdoutText.contains("value: a number from 1 to 1000"))

        XCTAssertEqual(try CLIRunner.run(["explain", "stack.distributon"]).status, 2)
    }
}
