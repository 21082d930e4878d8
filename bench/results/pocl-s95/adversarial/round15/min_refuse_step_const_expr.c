/* a loop step written as a constant expression (#define STEP (BASE + 1), i.e. i -= (2 + 1)) is refused with a parser message "expected ')' before '+'" (i -= (3) is accepted) */
#include <stdio.h>
#define BASE 2
#define STEP (BASE + 1)
static double a[10];
static void f(int n)
{
  int i;
#pragma bbmm
  for (i = n - 1; i >= 0; i -= STEP)
    a[i] = 2.0 * a[i] + 1.0;
}
int main(void) { int i; f(10); for (i = 0; i < 10; i++) printf("%a\n", a[i]); return 0; }
