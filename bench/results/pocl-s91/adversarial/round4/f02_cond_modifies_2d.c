/* 2-D: the statement under a data condition writes the element the condition read, then another array */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static int cnt[N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            if (A[i][j] > 1.0) {
                A[i][j] = A[i][j] - 2.0;
                B[j][i] = A[i][j];
                cnt[i] += 1;
            }
        }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) { cnt[i] = 0; for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j * 5) % 7 * 0.5; B[i][j] = -9; } }
    for (t = 0; t < 3; t++) {
        f(N - t * 5);
        for (i = 0; i < N; i++) { printf("%d", cnt[i]); for (j = 0; j < N; j++) printf(" %a %a", A[i][j], B[i][j]); printf("\n"); }
    }
    return 0;
}
