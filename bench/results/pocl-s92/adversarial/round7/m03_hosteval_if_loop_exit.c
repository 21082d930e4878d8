/* host-evaluated scalar from the exit of an inner loop under an affine if (the last row may skip it) */
#include <stdio.h>
#define N 20
static double A[N][N], B[N];
static void f(int n)
{
    int i = 5, j = 6;
    double s = -1.0;
#pragma scop
    for (i = 0; i < n; i++)
        if (i % 2 == 0)
            for (j = 0; j < i; j++)
                A[i][j] = A[i][j] + 1.0;
    s = j * 0.5 + i;
    for (i = 0; i < n; i++)
        B[i] = B[i] + s;
#pragma endscop
    printf("n=%d i=%d j=%d s=%a\n", n, i, j, s);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { B[i] = 1; for (j = 0; j < N; j++) A[i][j] = i + j; }
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) { printf("%a\n", B[i]); for (j = 0; j < N; j++) printf("%a\n", A[i][j]); }
    return 0;
}
