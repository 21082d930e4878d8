/* an array's address passed through a variadic function that stores it globally; written between regions */
#include <stdio.h>
#include <stdarg.h>
#define N 16
static double A[N], B[N];
static double *saved;
static void reg(int k, ...)
{
    va_list ap;
    va_start(ap, k);
    while (k-- > 0) saved = va_arg(ap, double *);
    va_end(ap);
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 1.0; }
    reg(2, B, A);
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i];
        saved[t] = 42.0 + t;
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
