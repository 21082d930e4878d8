/* LCS and edit-distance tables 64 x 40 filled in place as written (anti-diagonal dependences), with int and short tables */
#include <stdio.h>
#define NA 64
#define NB 48
static int L[NA + 1][NB + 1];
static short D[NA + 1][NB + 1];
static unsigned char A[NA], B[NB];
static void tables(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i <= n; i++) { L[i][0] = 0; D[i][0] = (short)i; }
        for (j = 0; j <= m; j++) { L[0][j] = 0; D[0][j] = (short)j; }
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++) {
                L[i][j] = A[i - 1] == B[j - 1] ? L[i - 1][j - 1] + 1 : (L[i - 1][j] >= L[i][j - 1] ? L[i - 1][j] : L[i][j - 1]);
                int d = D[i - 1][j - 1] + (A[i - 1] != B[j - 1]);
                int e = D[i - 1][j] + 1 < D[i][j - 1] + 1 ? D[i - 1][j] + 1 : D[i][j - 1] + 1;
                D[i][j] = (short)(d < e ? d : e);
            }
    }
}
int main(void)
{
    for (int k = 0; k < NA; k++) A[k] = (unsigned char)((k * 7 + k / 4) % 5);
    for (int k = 0; k < NB; k++) B[k] = (unsigned char)((k * 3 + 2) % 5);
    int sz[][2] = {{0, 0}, {1, 48}, {64, 1}, {13, 29}, {64, 48}};
    for (int s = 0; s < 5; s++) {
        int n = sz[s][0], m = sz[s][1];
        tables(n, m);
        printf("%d %d: L=%d D=%d\n", n, m, L[n][m], D[n][m]);
        for (int i = 0; i <= n; i += 5) printf("%d/%d ", L[i][m / 2], D[i][m]);
        printf("\n");
    }
    return 0;
}
