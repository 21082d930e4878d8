/* explicit data scope around a loop whose regions use growing then shrinking ranges of the kept arrays */
#include <stdio.h>
#define N 40
static double A[N][N], B[N][N];
int main(void)
{
    int i, j, t, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * j) % 5; B[i][j] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 7; t++) {
        n = (t < 4) ? 6 + 8 * t : 38 - 9 * (t - 3);
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                A[i][j] = B[i][j] + 0.125 * t;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
