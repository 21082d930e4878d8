/* unsigned short / char / signed char scalars and members read in a region: integer promotions */
#include <stdio.h>
struct grid { unsigned short w; unsigned char h; signed char s; };
static double A[16], B[16];
static void run(const struct grid *g, unsigned short m, unsigned char c, signed char sc)
{
    int i;
#pragma bbmm
    for (i = 0; i < 16; i++) {
        A[i] = (g->w - 10) * 0.5 + (m - 20) + (c - 200) * 0.25;
        B[i] = g->h * g->s - i + sc * (g->w - g->h);
    }
    for (i = 0; i < 16; i++) printf("%a %a\n", A[i], B[i]);
}
int main(void)
{
    struct grid g = {3, 250, -7};
    run(&g, 5, 100, -3);
    g.w = 60000; g.s = 100;
    run(&g, 65535, 255, 127);
    return 0;
}
