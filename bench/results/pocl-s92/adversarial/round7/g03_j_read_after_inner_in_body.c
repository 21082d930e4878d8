/* the inner iterator j read in the outer body after its loop (j = i there), and after a step-3 loop */
#include <stdio.h>
#define N 20
static double A[N][N], B[N], C[N];
static void f(int n)
{
    int i, j, k;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = 0; j < i; j++)
            A[i][j] = A[i][j] + 1.0;
        B[i] = B[i] + j;
        for (k = i; k < n; k += 3)
            A[i][k] = A[i][k] * 0.5;
        C[i] = C[i] + k * 10 + j;
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { B[i] = C[i] = 0; for (j = 0; j < N; j++) A[i][j] = i + j; }
    for (n = 0; n <= 9; n++) f(n);
    for (i = 0; i < N; i++) { printf("%a %a\n", B[i], C[i]); for (j = 0; j < N; j++) printf("%a\n", A[i][j]); }
    return 0;
}
