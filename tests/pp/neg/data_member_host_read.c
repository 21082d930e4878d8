// expect: 21:13: error: host access to 'g.b' inside a bbmm data scope: the devices may hold newer values; add '#pragma bbmm update host(g.b)' before it
#define N 32
struct grid { double a[N][N]; double b[N][N]; };
static struct grid g;
static void step(struct grid *p)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        for (j = 0; j < N; j++)
            p->b[i][j] = p->a[i - 1][j] + p->a[i + 1][j];
}
double run(void)
{
    double x;
    int t;
#pragma bbmm data
    {
        for (t = 0; t < 3; t++)
            step(&g);
        x = g.b[3][3];
    }
    return x;
}
