/* ++ and -- as statements on array elements of several types and on a scalar: C defines them as += 1 and -= 1 */
#include <stdio.h>
#define N 16
int main(void)
{
    static double A[N][N];
    static int C[N];
    static unsigned char U[N];
    int i, j, cnt = 0;
    for (i = 0; i < N; i++) { C[i] = i - 3; U[i] = (unsigned char)(250 + i); for (j = 0; j < N; j++) A[i][j] = i * 0.5 - j; }
#pragma bbmm
    for (i = 0; i < N; i++) {
        C[i]++;
        --C[i];
        ++C[i];
        U[i]++;
        for (j = 0; j < N; j++) {
            A[i][j]--;
            ++A[i][j];
            A[i][j]++;
        }
    }
#pragma bbmm
    for (i = 0; i < N; i++)
        cnt++;
    for (i = 0; i < N; i++) { printf("%d %d", C[i], U[i]); for (j = 0; j < N; j++) printf(" %a", A[i][j]); printf("\n"); }
    printf("%d\n", cnt);
    return 0;
}
