module github.com/samber/lo

go 1.19
