/* Smith-Waterman local alignment scores with max(0, ...), gap penalties, best score on host; lengths 0..20 */
#include <stdio.h>
static int H[21][21];
static int imax(int a, int b) { return a > b ? a : b; }
static void run(int n, int m, int k)
{
    char a[21], b[21];
    int i, j, best = 0;
    for (i = 0; i < n; i++) a[i] = "ACGT"[(i * k + 1) % 4];
    for (j = 0; j < m; j++) b[j] = "ACGT"[(j * (k + 2) + 3) % 4];
    for (i = 0; i <= n; i++) H[i][0] = 0;
    for (j = 0; j <= m; j++) H[0][j] = 0;
#pragma bbmm
    for (i = 1; i <= n; i++)
        for (j = 1; j <= m; j++)
            H[i][j] = imax(0, imax(H[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 3 : -3), imax(H[i - 1][j] - 2, H[i][j - 1] - 2)));
    for (i = 0; i <= n; i++) for (j = 0; j <= m; j++) best = imax(best, H[i][j]);
    printf("n=%d m=%d best=%d\n", n, m, best);
    for (i = 0; i <= n; i++) { for (j = 0; j <= m; j++) printf("%d ", H[i][j]); printf("\n"); }
}
int main(void)
{
    run(0, 0, 1); run(1, 0, 1); run(0, 1, 1); run(3, 3, 1); run(20, 17, 3); run(11, 20, 2);
    return 0;
}
