/* j read inside the i loop after its loop (j = i there), and after the nest; stepped by 3 */
#include <stdio.h>
#define N 14
static double A[N][N + 3], B[N], C[N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 1; i < n; i++) {
            for (j = 0; j < i; j += 3)
                A[i][j] = A[i][j] + B[j];
            C[i] = C[i] + j;
            A[i][j - 1] = A[i][j - 1] * 2.0;
        }
        B[0] = B[0] + j + i;
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { B[i] = i; C[i] = 0; for (j = 0; j < N + 3; j++) A[i][j] = (i + j) % 4; }
    for (n = 2; n <= N; n += 3) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N + 3; j++) printf("%a\n", A[i][j]);
    for (i = 0; i < N; i++) printf("%a %a\n", B[i], C[i]);
    return 0;
}
