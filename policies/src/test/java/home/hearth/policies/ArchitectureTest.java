package home.hearth.policies;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The policies module decides and does nothing else: no I/O, no logging, no threads, no network, no SQL. */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("home.hearth.policies");
    }

    @Test
    void doesNoFileOrNetworkIo() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("java.nio.file..", "java.net..", "java.sql..", "javax.sql..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.File")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileInputStream")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileReader")
                .because("policies get values in and give decisions out; the hub does the I/O")
                .check(classes);
    }

    @Test
    void doesNoLogging() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.slf4j..", "java.util.logging..", "java.lang.System.Logger")
                .orShould().accessField(System.class, "out").orShould().accessField(System.class, "err")
                .because("decisions carry their reasons; the caller logs")
                .check(classes);
    }

    @Test
    void startsNoThreadsAndReadsNoClock() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("java.util.concurrent..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.lang.Thread")
                .orShould().callMethod(java.time.Instant.class, "now")
                .orShould().callMethod(System.class, "currentTimeMillis")
                .because("the clock is passed in and nothing runs in the background")
                .check(classes);
    }
}
