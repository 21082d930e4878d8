/* pointer-arithmetic spellings of subscripts: *(A + i), i[A], *(*(M + i) + j) */
#include <stdio.h>
#define N 13
static double A[N], B[N], M[N][N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        *(B + i) = i[A] * 2.0;
        for (j = 0; j < n; j++)
            *(*(M + i) + j) = *(*(M + i) + j) + *(A + j);
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { A[i] = i - 6; B[i] = 0; for (j = 0; j < N; j++) M[i][j] = i * j; }
    for (n = 0; n <= N; n += 4) f(n);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", M[i][j]);
    return 0;
}
