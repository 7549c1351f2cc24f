<?php

// Loads the Laravel stub, then the file named by the first argument, and
// instantiates every attribute of the classes that file declares: an
// attribute whose name resolves to a class that does not exist (a short
// name the file's namespace does not import) throws, and the run fails.
// Prints each class and the attribute classes it carries.

require __DIR__ . '/laravel_stub.php';
$before = get_declared_classes();
require $argv[1];
foreach (array_diff(get_declared_classes(), $before) as $class) {
    $names = [];
    foreach ((new ReflectionClass($class))->getAttributes() as $attribute) {
        $attribute->newInstance();
        $names[] = $attribute->getName();
    }
    echo $class, ': ', implode(', ', $names), "\n";
}
