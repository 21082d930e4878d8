#include <stdio.h>
#include <stdlib.h>

typedef double real;
#define M 20
struct grid { int n; real u[M][M]; real f[M][M]; };
struct pt { double x, y; };

static void relax(struct grid *g)
{
#pragma bbmm
    for (int i = 1; i < g->n - 1; i++)
        for (int j = 1; j < g->n - 1; j++)
            g->f[i][j] = g->u[i][j] * 0.5 + 0.125 * (g->u[i-1][j] + g->u[i+1][j] + g->u[i][j-1] + g->u[i][j+1]);
}

static void move(int n, struct pt *p, const double *vx)
{
#pragma bbmm
    for (int i = 0; i < n; i++) {
        p[i].x = p[i].x + vx[i];
        p[i].y = p[i].y - vx[i] * 0.5;
    }
}

int main(void)
{
    struct grid *g = malloc(sizeof *g);
    int ns[] = {0, 3, 11, 20};
    for (int s = 0; s < 4; s++) {
        g->n = ns[s];
        for (int i = 0; i < M; i++) for (int j = 0; j < M; j++) { g->u[i][j] = (i + 2 * j) % 5; g->f[i][j] = 0; }
        relax(g);
        double h = 0; for (int i = 0; i < M; i++) for (int j = 0; j < M; j++) h += g->f[i][j] * (i + 1);
        printf("n=%d %a\n", ns[s], h);
    }
    struct pt p[M]; double vx[M];
    for (int i = 0; i < M; i++) { p[i].x = i; p[i].y = -i; vx[i] = i * 0.1; }
    move(M, p, vx);
    for (int i = 0; i < M; i += 5) printf("%a %a\n", p[i].x, p[i].y);
    free(g);
    return 0;
}
