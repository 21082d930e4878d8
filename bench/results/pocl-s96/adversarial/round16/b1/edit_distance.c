/* edit distance and LCS tables (int), wavefront dependences, lengths including 0 */
#include <stdio.h>
#include <string.h>
static int D[33][33], L[33][33];
static int min3(int a, int b, int c) { int m = a < b ? a : b; return m < c ? m : c; }
static void run(const char *s, const char *t)
{
    int n = (int)strlen(s), m = (int)strlen(t);
    int i, j;
    char a[33], b[33];
    memcpy(a, s, n + 1); memcpy(b, t, m + 1);
    for (i = 0; i <= n; i++) { D[i][0] = i; L[i][0] = 0; }
    for (j = 0; j <= m; j++) { D[0][j] = j; L[0][j] = 0; }
#pragma bbmm
    for (i = 1; i <= n; i++)
        for (j = 1; j <= m; j++) {
            D[i][j] = min3(D[i - 1][j] + 1, D[i][j - 1] + 1, D[i - 1][j - 1] + (a[i - 1] != b[j - 1]));
            L[i][j] = a[i - 1] == b[j - 1] ? L[i - 1][j - 1] + 1 : (L[i - 1][j] > L[i][j - 1] ? L[i - 1][j] : L[i][j - 1]);
        }
    printf("'%s' '%s' ed=%d lcs=%d\n", s, t, D[n][m], L[n][m]);
    for (i = 0; i <= n; i++) { for (j = 0; j <= m; j++) printf("%d,%d ", D[i][j], L[i][j]); printf("\n"); }
}
int main(void)
{
    run("", ""); run("a", ""); run("", "abc"); run("kitten", "sitting");
    run("GATTACA", "GCATGCU"); run("abcdefghijklmnopqrstuvwxyz", "zyxwvutsrqponmlkjihgfedcbaabc");
    return 0;
}
