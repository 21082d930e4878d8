/* inner loops starting at a modulo of outer iterator plus parameter, step 3 */
#include <stdio.h>
#define N 21
static double A[N][N], B[N][N];
static void f(int n, int t)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = (i + t) % 3; j < n; j += 3)
                A[i][j] = A[i][j] * 0.5 + B[i][j];
        for (i = 1; i < n; i++)
            for (j = 1 + (i + t) % 2; j < n - 1; j += 2)
                B[i][j] = B[i - 1][j] * 0.5 + A[i][j];
    }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * j) % 5; B[i][j] = (i + j) % 3 * 0.5; }
    for (t = 0; t < 4; t++) f(t == 2 ? 2 : N - t, t);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
