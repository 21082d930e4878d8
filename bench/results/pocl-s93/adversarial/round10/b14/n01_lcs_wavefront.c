/* LCS length table with no scalars (so isl may skew it into a wavefront), 64 x 48 and smaller rectangular sizes, int table, char strings */
#include <stdio.h>
#define NA 64
#define NB 48
static int L[NA + 1][NB + 1];
static char A[NA], B[NB];
static void lcs(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i <= n; i++) L[i][0] = 0;
        for (j = 0; j <= m; j++) L[0][j] = 0;
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++)
                L[i][j] = A[i - 1] == B[j - 1] ? L[i - 1][j - 1] + 1 : (L[i - 1][j] >= L[i][j - 1] ? L[i - 1][j] : L[i][j - 1]);
    }
}
int main(void)
{
    for (int k = 0; k < NA; k++) A[k] = 'a' + (k * 7 + k / 4) % 5;
    for (int k = 0; k < NB; k++) B[k] = 'a' + (k * 3 + 2) % 5;
    int sz[][2] = {{0, 0}, {1, 48}, {64, 1}, {2, 2}, {13, 29}, {64, 48}};
    for (int s = 0; s < 6; s++) {
        int n = sz[s][0], m = sz[s][1];
        for (int i = 0; i <= NA; i++) for (int j = 0; j <= NB; j++) L[i][j] = -1;
        lcs(n, m);
        printf("%d %d: L=%d\n", n, m, L[n][m]);
        for (int i = 0; i <= n; i += 3) printf("%d ", L[i][m / 2]);
        printf("\n");
    }
    return 0;
}
