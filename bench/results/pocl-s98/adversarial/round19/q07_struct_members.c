/* struct with member arrays of different types reached through a pointer, shifted reads, several n */
#include <stdio.h>
#define N 36
struct grid { int n; double u[N][N]; float c[N]; int mask[N][N]; double r[N][N]; };
static struct grid G;
static void k(struct grid *g)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < g->n - 1; i++)
    for (j = 0; j < g->n - 3; j++)
      g->r[i][j] = g->u[i + 1][j + 3] * g->c[j + 1] - g->u[i - 1][j] * g->mask[i][j + 2] + g->r[i][j];
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 33, 36};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    G.n = ns[q];
    for (i = 0; i < N; i++) { G.c[i] = (float)i / 3.0f; for (j = 0; j < N; j++) { G.u[i][j] = i * 0.25 + j; G.mask[i][j] = (i + j) % 2; G.r[i][j] = 1.0 / (i + j + 1); } }
    k(&G); k(&G);
    for (i = 0; i < G.n; i++) for (j = 0; j < G.n; j++) printf("%d %a\n", G.n, G.r[i][j]);
  }
  return 0;
}
