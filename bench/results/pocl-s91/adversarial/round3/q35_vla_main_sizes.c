/* VLAs local to main, a region in a function called with several sizes in a loop, 1-D and 2-D */
#include <stdio.h>
static void smooth(int n, int m, double a[n][m], double b[n][m], double w[m])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            b[i][j] = w[j] * a[i][j] + (j > 0 ? a[i][j - 1] : 0.0) + (i + 1 < n ? a[i + 1][j] : 0.0);
}
int main(void)
{
    int s;
    for (s = 1; s <= 13; s += 4) {
        int n = s, m = s + 2, i, j;
        double a[n][m], b[n][m], w[m];
        for (j = 0; j < m; j++) w[j] = 1.0 / (j + 1);
        for (i = 0; i < n; i++) for (j = 0; j < m; j++) { a[i][j] = i - j * 0.5; b[i][j] = 0.0; }
        smooth(n, m, a, b, w);
        smooth(n, m, b, a, w);
        for (i = 0; i < n; i++) for (j = 0; j < m; j++) printf("%a %a\n", a[i][j], b[i][j]);
    }
    return 0;
}
