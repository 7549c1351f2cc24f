module example.com/repos

go 1.22
