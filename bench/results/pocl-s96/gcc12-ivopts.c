/* Debian 12 gcc 12.2.0: "gcc -O1 gcc12-ivopts.c" prints "1 2", "gcc -O0" and "gcc -O1 -fno-ivopts" print
 * "0.75 1.25" (the C answer): at -O1 both calls of f are dropped.  Reduced from bbmm-gen seed 96037,
 * whose plain reference build gen_diff.sh now checks against -O0 and a sanitized -O1 build on a
 * mismatch (plain_miscompiled). */
#include <stdio.h>
struct sys {
    int n;
    double a[7][5][5];
    double x[7][5];
};
static struct sys sa, sb;
static void f(struct sys *g)
{
    int i, m;
    for (i = 0; i < g->n; i++)
        for (m = 0; m < 5; m++)
            g->x[i][m] = g->x[i][m] * 0.5 + g->a[i][m][1] * 0.25;
}
int main(void)
{
    int a, b, c;
    sa.n = 3; sb.n = 7;
    for (a = 0; a < 7; a++)
        for (b = 0; b < 5; b++) {
            sa.x[a][b] = 1.0;
            sb.x[a][b] = 2.0;
            for (c = 0; c < 5; c++) {
                sa.a[a][b][c] = 1.0;
                sb.a[a][b][c] = 1.0;
            }
        }
    f(&sa);
    f(&sb);
    printf("%g %g\n", sa.x[0][0], sb.x[0][0]);
    return 0;
}
