/* size_t helpers with sizeof in their return: nelem(bytes) = bytes / sizeof(double), used as a loop bound with int iterators */
#include <stdio.h>
#include <stddef.h>
#define N 24
static double A[N], B[N];
static size_t nelem(size_t bytes) { return bytes / sizeof(double); }
static size_t bytes_of(int n) { return (size_t)n * sizeof(double); }
static void f(size_t nbytes)
{
    int i;
#pragma bbmm
    for (i = 0; i < (int)nelem(nbytes); i++)
        B[i] = A[i] * 3.0;
}
static void g(int n)
{
    size_t i;
#pragma bbmm
    for (i = 0; i < nelem(bytes_of(n)); i++)
        A[i] += 1.0;
}
int main(void)
{
    int n, i;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
        f((size_t)n * 8 + 7);
        g(n);
        for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    }
    return 0;
}
