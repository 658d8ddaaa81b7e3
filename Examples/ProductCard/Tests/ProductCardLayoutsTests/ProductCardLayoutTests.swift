import Foundation
import LayoutcRuntime
import ProductCardLayouts
import XCTest

/// The generated `ProductCardLayout`, read as an app reads it, against frames
/// worked out by hand.
final class ProductCardLayoutTests: XCTestCase {
    private func assertRect(_ rect: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                            file: StaticString = #filePath, line: UInt = #line) {
        guard let rect else { return XCTFail("no rect", file: file, line: line) }
        XCTAssertEqual(rect.minX, x, accuracy: 0.0001, "x", file: file, line: line)
        XCTAssertEqual(rect.minY, y, accuracy: 0.0001, "y", file: file, line: line)
        XCTAssertEqual(rect.size.width, width, accuracy: 0.0001, "width", file: file, line: line)
        XCTAssertEqual(rect.size.height, height, accuracy: 0.0001, "height", file: file, line: line)
    }

    /// iPhone 15 Pro, portrait: 393 × 852; safe area top max(59, 54 + 44) = 98 with the
    /// navigation bar, bottom 34; the safe-area root places children in
    /// [0, 98, 393, 852 − 98 − 34 = 720].
    func testOnTheSpecsDevice() throws {
        let card = try ProductCardLayout(device: "iphone-15-pro")
        XCTAssertEqual(ProductCardLayout.screen, "ProductCard")
        assertRect(card.photo.frame, 16, 98, 361, 200)
        // aspectFit of 400 × 300 in 361 × 200: scale min(0.9025, 2/3) = 2/3 → 800/3 × 200,
        // centered: x = (361 − 800/3) / 2 = 283/6.
        assertRect(card.photo.contentRect, 283.0 / 6, 0, 800.0 / 3, 200)
        assertRect(card.title.frame, 16, 314, 361, 44)
        assertRect(card.title.textRect, 8, 4, 345, 36)
        assertRect(card.tags.frame, 0, 374, 393, 120)
        // Lines of 393 − 32 = 361 pt hold three 100-pt tags 8 apart (316); the fourth
        // starts the second line at y = 8 + 44 + 8 = 60.
        XCTAssertEqual(card.tag.count, 5)
        XCTAssertEqual(card.tags.items.count, 5)
        assertRect(card.tag[2].frame, 232, 8, 100, 44)
        assertRect(card.tag[4].frame, 124, 60, 100, 44)
        assertRect(card.tag[4].windowFrame, 124, 434, 100, 44)
        // Pinned 16 above the content box's bottom: 98 + 720 − 16 − 50 = 752.
        assertRect(card.buyButton.frame, 16, 752, 361, 50)
        assertRect(card.buyButton.hitRect, 16, 752, 361, 50)
        XCTAssertEqual(card.views.count, 10)
        XCTAssertTrue(card.framesJSON().contains("\"format\": \"layoutc.frames/1\""))
    }

    /// A 1024 × 768 container with the root's final insets [24, 0, 20, 0] at scale 2:
    /// content box [0, 24, 1024, 724].
    func testInACustomContainer() {
        let card = ProductCardLayout(size: CGSize(width: 1024, height: 768),
                                     safeAreaInsets: LayoutInsets(top: 24, left: 0, bottom: 20, right: 0), scale: 2)
        assertRect(card.photo.frame, 16, 24, 992, 200)
        // 400 × 300 fit into 992 × 200: 800/3 × 200 centered at x = (992 − 800/3) / 2 = 1088/3.
        assertRect(card.photo.contentRect, 1088.0 / 3, 0, 800.0 / 3, 200)
        assertRect(card.tags.frame, 0, 300, 1024, 120)
        // 992 pt lines hold all five tags: the last at x = 16 + 4 × 108 = 448.
        assertRect(card.tag[4].frame, 448, 8, 100, 44)
        assertRect(card.buyButton.frame, 16, 682, 992, 50)
        XCTAssertEqual(card.views[0].safeAreaInsets, LayoutInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    func testAnUnknownDeviceThrows() {
        XCTAssertThrowsError(try ProductCardLayout(device: "iphone-1")) { error in
            XCTAssertEqual(error as? LayoutError, .unknownDevice("iphone-1"))
        }
    }

    /// Every generated layout conforms to `GeneratedLayout`, so tools can treat them alike.
    func testTheProtocolServesEveryGeneratedType() throws {
        let types: [any GeneratedLayout.Type] = [ProductCardLayout.self]
        for type in types {
            let layout = try type.init(device: "iphone-se-3", orientation: .landscape)
            XCTAssertEqual(layout.views.first?.path, "root")
            XCTAssertEqual(type.screen, "ProductCard")
        }
    }
}
