/* four threads run the same shifted-stencil region on their own arrays and sizes, many steps */
#include <stdio.h>
#include <pthread.h>
#define N 40
typedef struct { double a[N][N], b[N][N]; int n; } work;
static work W[4];
static void sm(int n, double a[N][N], double b[N][N])
{
  int i, j;
#pragma bbmm
  for (i = 2; i < n - 1; i++)
    for (j = 1; j < n - 3; j++)
      b[i][j] = 0.5 * a[i][j] + 0.25 * (a[i - 2][j + 3] + a[i + 1][j - 1]);
}
static void *run(void *p)
{
  work *w = p;
  int t;
  for (t = 0; t < 25; t++) { sm(w->n, w->a, w->b); sm(w->n, w->b, w->a); }
  return NULL;
}
int main(void)
{
  pthread_t th[4];
  int k, i, j;
  static const int ns[] = {40, 7, 33, 16};
  for (k = 0; k < 4; k++) {
    W[k].n = ns[k];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { W[k].a[i][j] = (i * (k + 2) + j) % 5; W[k].b[i][j] = k; }
  }
  for (k = 0; k < 4; k++) pthread_create(&th[k], NULL, run, &W[k]);
  for (k = 0; k < 4; k++) pthread_join(th[k], NULL);
  for (k = 0; k < 4; k++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a %a\n", k, W[k].a[i][j], W[k].b[i][j]);
  return 0;
}
