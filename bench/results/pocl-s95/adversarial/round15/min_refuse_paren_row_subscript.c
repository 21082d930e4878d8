/* a parenthesised row then subscripted, (q[i])[m] as function-like macros expand (f)[0], is refused as "used with 2 subscripts: pointer arithmetic on arrays is not supported" */
#include <stdio.h>
#define FIRST(f) (f)[0]
static double q[8][3];
static void f(int n)
{
  int i;
#pragma bbmm
  for (i = 0; i < n; i++)
    FIRST(q[i]) = 2.0 * i;
}
int main(void) { int i; f(8); for (i = 0; i < 8; i++) printf("%a\n", q[i][0]); return 0; }
