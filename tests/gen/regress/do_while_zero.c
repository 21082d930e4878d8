/* statement-like macros written 'do { ... } while (0)' (the C idiom, in NPB-style helpers) run their body once, in kernels and as a loop's body without braces; nested, with declarations inside, and with a parenthesized (0) */
#include <stdio.h>
#define N 40
#define SET(a, i, x) do { a[i] = (x); } while (0)
#define AXPY(y, x, i, s) do { double t_ = (s) * x[i]; y[i] = y[i] + t_; } while ((0))
#define TWICE(a, i) do { SET(a, i, a[i] * 2.0); SET(a, i, a[i] + 1.0); } while (0L)
static double A[N], B[N], C[N][N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            SET(A, i, 0.5 * i);
        for (i = 0; i < n; i++) {
            AXPY(B, A, i, 3.0);
            TWICE(B, i);
        }
        for (j = 0; j < n; j++)
            for (i = 0; i < n; i++)
                do {
                    C[j][i] = A[i] + B[j];
                } while (0);
    }
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        B[i] = (double)((i * 7) % 11);
    f(N);
    for (i = 0; i < N; i++)
        printf("%a %a\n", A[i], B[i]);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", C[i][j]);
    return 0;
}
