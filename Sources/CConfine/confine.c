// Confined spawning of widget extensions: Landlock, rlimits and no_new_privs applied between
// clone and exec, which posix_spawn cannot do. See docs/SECURITY.md ("Extension sandbox").
#define _GNU_SOURCE
#include "CConfine.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

// The kernel headers installed may predate the rights used here, so the ABI is spelled out
// (include/uapi/linux/landlock.h; the numbers are the same on every architecture).
#ifndef __NR_landlock_create_ruleset
#define __NR_landlock_create_ruleset 444
#endif
#ifndef __NR_landlock_add_rule
#define __NR_landlock_add_rule 445
#endif
#ifndef __NR_landlock_restrict_self
#define __NR_landlock_restrict_self 446
#endif
#ifndef __NR_close_range
#define __NR_close_range 436
#endif

#define LL_CREATE_RULESET_VERSION (1U << 0)
#define LL_RULE_PATH_BENEATH 1

#define LL_FS_EXECUTE (1ULL << 0)
#define LL_FS_WRITE_FILE (1ULL << 1)
#define LL_FS_READ_FILE (1ULL << 2)
#define LL_FS_READ_DIR (1ULL << 3)
#define LL_FS_REMOVE_DIR (1ULL << 4)
#define LL_FS_REMOVE_FILE (1ULL << 5)
#define LL_FS_MAKE_CHAR (1ULL << 6)
#define LL_FS_MAKE_DIR (1ULL << 7)
#define LL_FS_MAKE_REG (1ULL << 8)
#define LL_FS_MAKE_SOCK (1ULL << 9)
#define LL_FS_MAKE_FIFO (1ULL << 10)
#define LL_FS_MAKE_BLOCK (1ULL << 11)
#define LL_FS_MAKE_SYM (1ULL << 12)
#define LL_FS_REFER (1ULL << 13)     /* ABI 2 */
#define LL_FS_TRUNCATE (1ULL << 14)  /* ABI 3 */
#define LL_FS_IOCTL_DEV (1ULL << 15) /* ABI 5 */

#define LL_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0) /* ABI 6 */
#define LL_SCOPE_SIGNAL (1ULL << 1)               /* ABI 6 */

struct ll_ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;
    uint64_t scoped;
};

struct ll_path_beneath_attr {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

/// Every filesystem right the running kernel knows, as far as this file knows rights (ABI 7).
static uint64_t handled_fs(int abi) {
    uint64_t rights = (LL_FS_MAKE_SYM << 1) - 1; /* ABI 1: bits 0–12 */
    if (abi >= 2) rights |= LL_FS_REFER;
    if (abi >= 3) rights |= LL_FS_TRUNCATE;
    if (abi >= 5) rights |= LL_FS_IOCTL_DEV;
    return rights;
}

static const uint64_t file_rights = LL_FS_EXECUTE | LL_FS_WRITE_FILE | LL_FS_READ_FILE | LL_FS_TRUNCATE | LL_FS_IOCTL_DEV;
static const uint64_t read_rights = LL_FS_EXECUTE | LL_FS_READ_FILE | LL_FS_READ_DIR;
// No EXECUTE: an extension cannot run a program it wrote. No MAKE_CHAR/MAKE_BLOCK.
static const uint64_t write_rights = LL_FS_READ_FILE | LL_FS_READ_DIR | LL_FS_WRITE_FILE | LL_FS_REMOVE_DIR | LL_FS_REMOVE_FILE |
                                     LL_FS_MAKE_DIR | LL_FS_MAKE_REG | LL_FS_MAKE_SYM | LL_FS_MAKE_SOCK | LL_FS_MAKE_FIFO |
                                     LL_FS_REFER | LL_FS_TRUNCATE | LL_FS_IOCTL_DEV;

int cconfine_landlock_abi(void) {
    long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, LL_CREATE_RULESET_VERSION);
    return abi < 0 ? -errno : (int)abi;
}

int cconfine_ruleset_create(int abi) {
    struct ll_ruleset_attr attr = {.handled_access_fs = handled_fs(abi), .handled_access_net = 0, .scoped = 0};
    size_t size = sizeof(attr.handled_access_fs);
    if (abi >= 6) {
        // Network rights stay unhandled (extensions keep the network, as on iOS).
        attr.scoped = LL_SCOPE_ABSTRACT_UNIX_SOCKET | LL_SCOPE_SIGNAL;
        size = sizeof(attr);
    }
    long fd = syscall(__NR_landlock_create_ruleset, &attr, size, 0);
    return fd < 0 ? -errno : (int)fd;
}

int cconfine_ruleset_allow(int ruleset, int abi, const char *path, int writable) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return -errno;
    struct stat info;
    if (fstat(fd, &info) != 0) {
        int error = errno;
        close(fd);
        return -error;
    }
    uint64_t rights = (writable ? write_rights : read_rights) & handled_fs(abi);
    if (!S_ISDIR(info.st_mode)) rights &= file_rights;
    struct ll_path_beneath_attr rule = {.allowed_access = rights, .parent_fd = fd};
    long result = syscall(__NR_landlock_add_rule, ruleset, LL_RULE_PATH_BENEATH, &rule, 0);
    int error = errno;
    close(fd);
    return result < 0 ? -error : 0;
}

struct child_arguments {
    const char *path;
    char *const *argv;
    char *const *envp;
    int stderr_fd;
    int ruleset;
    const struct cconfine_limits *limits;
    int no_new_privs;
    // Written by the child before it exits on a failure; read once the parent resumes.
    volatile int error;
    volatile int stage;
};

static int child_fail(struct child_arguments *arguments, int stage) {
    arguments->error = errno ? errno : EINVAL;
    arguments->stage = stage;
    _exit(127);
}

static int limit(int resource, long long value) {
    if (value < 0) return 0;
    struct rlimit current;
    if (getrlimit(resource, &current) != 0) return -1;
    rlim_t wanted = (rlim_t)value;
    if (current.rlim_max != RLIM_INFINITY && wanted > current.rlim_max) wanted = current.rlim_max;
    struct rlimit next = {.rlim_cur = wanted, .rlim_max = wanted};
    // CPU time: SIGXCPU at the soft limit (the process may report it), SIGKILL a little later.
    if (resource == RLIMIT_CPU && (current.rlim_max == RLIM_INFINITY || wanted + 5 <= current.rlim_max)) next.rlim_max = wanted + 5;
    return setrlimit(resource, &next);
}

/// Runs in the child, on its own stack, sharing the parent's memory until execve: system
/// calls only, no allocation, no locks.
static int child_main(void *raw) {
    struct child_arguments *arguments = raw;
    struct sigaction defaults;
    memset(&defaults, 0, sizeof(defaults));
    defaults.sa_handler = SIG_DFL;
    for (int signal = 1; signal < _NSIG; signal++) {
        if (signal != SIGKILL && signal != SIGSTOP) sigaction(signal, &defaults, NULL);
    }
    setpgid(0, 0);

    int stderr_fd = arguments->stderr_fd;
    if (stderr_fd >= 0 && stderr_fd <= 1) {
        stderr_fd = fcntl(stderr_fd, F_DUPFD_CLOEXEC, 3);
        if (stderr_fd < 0) return child_fail(arguments, CCONFINE_STAGE_STDIO);
    }
    int null = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null < 0) return child_fail(arguments, CCONFINE_STAGE_STDIO);
    if (dup2(null, 0) < 0 || dup2(null, 1) < 0) return child_fail(arguments, CCONFINE_STAGE_STDIO);
    // dup2 onto itself keeps close-on-exec (a host whose stdin was closed got /dev/null as 0).
    fcntl(0, F_SETFD, 0);
    fcntl(1, F_SETFD, 0);
    if (stderr_fd >= 0 && stderr_fd != 2) {
        if (dup2(stderr_fd, 2) < 0) return child_fail(arguments, CCONFINE_STAGE_STDIO);
    } else if (stderr_fd == 2) {
        fcntl(2, F_SETFD, 0);
    }

    const struct cconfine_limits *limits = arguments->limits;
    if (limits) {
        if (limit(RLIMIT_AS, limits->address_space_bytes) != 0 || limit(RLIMIT_CPU, limits->cpu_seconds) != 0 ||
            limit(RLIMIT_NOFILE, limits->open_files) != 0 || limit(RLIMIT_NPROC, limits->processes) != 0 ||
            limit(RLIMIT_CORE, limits->core_bytes) != 0) {
            return child_fail(arguments, CCONFINE_STAGE_RLIMIT);
        }
    }
    if (arguments->no_new_privs && prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return child_fail(arguments, CCONFINE_STAGE_NO_NEW_PRIVS);
    if (arguments->no_new_privs && geteuid() == 0) {
        // A host running as root: the extension keeps uid 0 but no capability (an empty
        // bounding set leaves none after exec). With CAP_SYS_PTRACE it could read other
        // processes' /proc/<pid>/environ despite Landlock (observed on 6.18).
        for (int capability = 0; capability < 64; capability++) prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
        prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
        struct { uint32_t version; int pid; } header = {0x20080522 /* _LINUX_CAPABILITY_VERSION_3 */, 0};
        struct { uint32_t effective, permitted, inheritable; } data[2] = {{0, 0, 0}, {0, 0, 0}};
        if (syscall(SYS_capset, &header, data) != 0) return child_fail(arguments, CCONFINE_STAGE_NO_NEW_PRIVS);
    }
    if (arguments->ruleset >= 0 && syscall(__NR_landlock_restrict_self, arguments->ruleset, 0) != 0) {
        return child_fail(arguments, CCONFINE_STAGE_LANDLOCK);
    }
    // Nothing of the host's but stdio: Landlock does not govern descriptors already open.
    if (syscall(__NR_close_range, 3, ~0U, 0) != 0) {
        for (int fd = 3; fd < 65536; fd++) close(fd);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execve(arguments->path, arguments->argv, arguments->envp);
    return child_fail(arguments, CCONFINE_STAGE_EXEC);
}

int cconfine_spawn(const char *path, char *const argv[], char *const envp[], int stderr_fd, int ruleset,
                   const struct cconfine_limits *limits, int no_new_privs, pid_t *pid, int *stage) {
    struct child_arguments arguments = {
        .path = path, .argv = argv, .envp = envp, .stderr_fd = stderr_fd, .ruleset = ruleset,
        .limits = limits, .no_new_privs = no_new_privs, .error = 0, .stage = CCONFINE_STAGE_NONE,
    };
    *stage = CCONFINE_STAGE_NONE;
    const size_t stack_size = 64 * 1024;
    void *stack = mmap(NULL, stack_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED) {
        *stage = CCONFINE_STAGE_CLONE;
        return errno;
    }
    // No signal handler of the host may run in the child while it shares the host's memory.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    // CLONE_VFORK: the parent sleeps until the child has exec'd or exited, as in posix_spawn.
    pid_t child = clone(child_main, (char *)stack + stack_size, CLONE_VM | CLONE_VFORK | SIGCHLD, &arguments);
    int clone_error = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    munmap(stack, stack_size);
    if (child < 0) {
        *stage = CCONFINE_STAGE_CLONE;
        return clone_error;
    }
    if (arguments.error != 0) {
        int status;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
        *stage = arguments.stage;
        return arguments.error;
    }
    *pid = child;
    return 0;
}

int cconfine_symbol_library(const char *symbol, char *buffer, size_t capacity) {
    void *address = dlsym(RTLD_DEFAULT, symbol);
    Dl_info info;
    if (!address || !dladdr(address, &info) || !info.dli_fname) return -1;
    size_t length = strlen(info.dli_fname);
    if (length + 1 > capacity) return -1;
    memcpy(buffer, info.dli_fname, length + 1);
    return 0;
}
