/* inner loop under if (i % 2 == 1); j read in the body after the if (carries from an earlier row when false) */
#include <stdio.h>
#define N 20
static double A[N][N], B[N];
static void f(int n)
{
    int i, j = -4;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i % 2 == 1)
            for (j = 0; j < i; j++)
                A[i][j] = A[i][j] + 1.0;
        B[i] = B[i] + j;
    }
    printf("n=%d j=%d\n", n, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { B[i] = 0; for (j = 0; j < N; j++) A[i][j] = i + j; }
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) { printf("%a\n", B[i]); for (j = 0; j < N; j++) printf("%a\n", A[i][j]); }
    return 0;
}
