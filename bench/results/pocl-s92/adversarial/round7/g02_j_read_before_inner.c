/* the inner iterator j read in the outer body before its loop: the value the previous row's loop left (or the initial) */
#include <stdio.h>
#define N 20
static double A[N][N], B[N];
static void f(int n, int j0)
{
    int i, j = j0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        B[i] = B[i] + j;
        for (j = 0; j < i; j++)
            A[i][j] = A[i][j] + 1.0;
    }
    printf("n=%d j=%d\n", n, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { B[i] = 0; for (j = 0; j < N; j++) A[i][j] = i + j; }
    for (n = 0; n <= 7; n++) f(n, 100 + n);
    for (i = 0; i < N; i++) { printf("%a\n", B[i]); for (j = 0; j < N; j++) printf("%a\n", A[i][j]); }
    return 0;
}
