/* fused siblings on struct member arrays that overlap at run time (p == q): the region must run on the host as written, nest by nest */
#include <stdio.h>
#include <stdlib.h>
#define N 40
struct field { double *v; double *w; int n; };
static void two(struct field *p, struct field *q)
{
  int i;
#pragma bbmm array(p->v[p->n], q->v[q->n], q->w[q->n])
  {
    for (i = 0; i < p->n; i++)
      p->v[i] = p->v[i] * 2.0;
    for (i = 0; i < q->n - 1; i++)
      q->w[i] = q->v[i + 1] + 1.0;
  }
}
int main(void)
{
  struct field a, b;
  int i, r;
  a.n = b.n = N;
  a.v = malloc(N * sizeof(double)); a.w = malloc(N * sizeof(double));
  b.v = malloc(N * sizeof(double)); b.w = malloc(N * sizeof(double));
  for (i = 0; i < N; i++) { a.v[i] = i * 0.5; a.w[i] = -1; b.v[i] = 3 - i; b.w[i] = -2; }
  for (r = 0; r < 2; r++) {
    two(&a, &b);
    two(&a, &a);
    two(&b, &b);
  }
  for (i = 0; i < N; i++) printf("%a %a %a %a\n", a.v[i], a.w[i], b.v[i], b.w[i]);
  free(a.v); free(a.w); free(b.v); free(b.w);
  return 0;
}
