/* LCS on unsigned char strings with a short table and a MAX macro, strings of lengths 0..24 */
#include <stdio.h>
#define MAX(a, b) ((a) > (b) ? (a) : (b))
static short T[25][25];
static void run(int n, int m, int seed)
{
    unsigned char s[25], u[25];
    int i, j;
    for (i = 0; i < n; i++) s[i] = (unsigned char)('a' + (i * seed + 3) % 4);
    for (j = 0; j < m; j++) u[j] = (unsigned char)('a' + (j * (seed + 1) + 1) % 4);
    for (i = 0; i <= n; i++) T[i][0] = 0;
    for (j = 0; j <= m; j++) T[0][j] = 0;
#pragma bbmm
    for (i = 1; i <= n; i++)
        for (j = 1; j <= m; j++)
            T[i][j] = s[i - 1] == u[j - 1] ? (short)(T[i - 1][j - 1] + 1) : MAX(T[i - 1][j], T[i][j - 1]);
    printf("n=%d m=%d lcs=%d\n", n, m, T[n][m]);
    for (i = 0; i <= n; i++) { for (j = 0; j <= m; j++) printf("%d", T[i][j] % 10); printf("\n"); }
}
int main(void)
{
    run(0, 0, 1); run(0, 3, 2); run(4, 0, 3); run(1, 1, 1); run(7, 5, 2); run(24, 24, 5); run(13, 2, 7);
    return 0;
}
