package home.hearth.hub.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A real headless Chromium (Debian's, through its own chromedriver, so Selenium Manager never runs
 * and nothing is downloaded) pointed at a running hub. Screenshots go to
 * {@code target/screenshots}. One per test class: Chromium takes seconds to start here.
 */
public final class Browser implements AutoCloseable {
    public static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final Dimension DESKTOP = new Dimension(1280, 900);
    private static final int PHONE_WIDTH = 375;
    private final ChromeDriver driver;
    private final String base;

    private Browser(ChromeDriver driver, String base) {
        this.driver = driver;
        this.base = base;
    }

    /** A browser for the hub at {@code base}; {@code extraFlags} add Chromium switches (a fake microphone…). */
    public static Browser open(String base, Path profileDir, List<String> extraFlags) {
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File("/usr/bin/chromedriver")).usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary("/usr/bin/chromium");
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--no-first-run", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profileDir.resolve("profile").toAbsolutePath(), "--lang=en-GB",
                "--window-size=1280,900");
        options.addArguments(extraFlags);
        options.setExperimentalOption("prefs", Map.of(
                "download.default_directory", profileDir.resolve("downloads").toAbsolutePath().toString(),
                "download.prompt_for_download", false, "intl.accept_languages", "en-GB,en"));
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        return new Browser(driver, base);
    }

    public ChromeDriver driver() {
        return driver;
    }

    public void go(String path) {
        driver.get(base + path);
    }

    public WebElement waitFor(By by) {
        return new WebDriverWait(driver, Duration.ofSeconds(30)).until(ExpectedConditions.visibilityOfElementLocated(by));
    }

    public void waitForText(By by, String text) {
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(ExpectedConditions.textToBePresentInElementLocated(by, text));
    }

    public void waitUntilGone(By by) {
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(ExpectedConditions.invisibilityOfElementLocated(by));
    }

    public Object script(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    public void signIn(String user, String password) {
        go("/");
        waitFor(By.id("username")).sendKeys(user);
        driver.findElement(By.id("password")).sendKeys(password);
        driver.findElement(By.id("signin")).click();
        new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> !d.getCurrentUrl().equals(base + "/"));
        waitFor(By.id("sign-out"));
    }

    public void signOut() {
        driver.findElement(By.id("sign-out")).click();
        waitFor(By.id("username"));
    }

    /**
     * Screenshots of the current page at desktop and phone width, checking at the phone width that
     * nothing scrolls sideways and that every form field has a label.
     */
    public void screenshots(String name) {
        driver.manage().window().setSize(DESKTOP);
        save(name + "-desktop");
        driver.manage().window().setSize(new Dimension(PHONE_WIDTH, 800));
        new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> ((Number) script("return innerWidth")).intValue() <= PHONE_WIDTH);
        long scrollWidth = ((Number) script("return document.scrollingElement.scrollWidth")).longValue();
        long innerWidth = ((Number) script("return innerWidth")).longValue();
        assertTrue(scrollWidth <= innerWidth, name + " scrolls sideways at 375 px: " + scrollWidth + " > " + innerWidth);
        save(name + "-phone");
        assertEveryFieldHasALabel(name);
        driver.manage().window().setSize(DESKTOP);
    }

    public void assertEveryFieldHasALabel(String name) {
        @SuppressWarnings("unchecked")
        List<String> unlabelled = (List<String>) script("""
                return [...document.querySelectorAll('input:not([type=hidden]), select, textarea')]
                  .filter(f => !(f.labels && f.labels.length) && !f.getAttribute('aria-label'))
                  .map(f => f.outerHTML);""");
        assertTrue(unlabelled.isEmpty(), name + ": fields without a label: " + unlabelled);
    }

    private void save(String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            // The window as tall as the page (up to a limit), so the whole page is in the picture.
            Dimension before = driver.manage().window().getSize();
            int height = ((Number) script("return document.scrollingElement.scrollHeight")).intValue();
            driver.manage().window().setSize(new Dimension(before.width, Math.min(Math.max(height + 140, 600), 5000)));
            Files.write(SCREENSHOTS.resolve(name + ".png"), driver.getScreenshotAs(OutputType.BYTES));
            driver.manage().window().setSize(before);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }
}
